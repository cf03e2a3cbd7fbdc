export { openDatabase, MIGRATIONS_FOLDER, MIGRATIONS_LOCK, SEED_LOCK, type Database, type DatabaseConfig, type Db } from './db.js';
export * as tables from './schema/tables.js';
export { searchDocLexemes, searchTokens, pgTextArray } from './search-doc.js';
export { loadSeedData } from './seed/load.js';
export { advertRow, advertTextRows } from './advert-rows.js';
export {
  categoryIndex,
  categoryRows,
  userRows,
  variantRows,
  type FavoriteSeed,
  type PhotoSeed,
  photoRows,
  type SeedData,
  type UserSeed,
} from './seed/rows.js';
export * from './repositories/index.js';
export { copyDataBuffers, encodeSeedBatch, openBulkLoad, type BulkLoader, type CopyData, type SeedContext } from './seed/bulk-load.js';
export { parsePath } from './seed/load.js';
export { randomIds, cryptoSecrets } from './ids.js';
export { pendingMigrations, shippedMigrations } from './migration-state.js';
export { SearchIndex, type DocObserver, type IndexedAdvert, type IndexAnswer, loadBitmapLibrary, WASM_BY_CHOICE, type Bitmap, type BitmapBackend, type BitmapLibrary } from '@marketplace/search-index';
export {
  SearchIndexFeed,
  SEARCH_CHANGES_CHANNEL,
  type CatchUpOutcome,
  type FeedLogger,
  type RebuildReason,
  type SearchFeedHealth,
  type SearchFeedOptions,
} from './search-index/feed.js';
export type { ListenEvents } from './listen.js';
export { IndexedAdvertSearch } from './search-index/indexed-advert-search.js';
export { buildOnWorkerThread, buildSnapshotFile, layoutOnWorkerThread, serveThreadBuild, type BuildOnThread, type LayoutOnThread, type ThreadBuildRequest, type ThreadBuildResult, type ThreadBuildStamp } from './search-index/build-thread.js';
export { buildSearchIndex, loadAdverts, UnreadableAdvert, type OnUnreadable } from './search-index/load.js';
export { IndexedCategoryCatalog } from './read-views/indexed-category-catalog.js';
export { ReadViews } from './read-views/read-views.js';
export { IndexedStorefrontCatalog } from './read-views/indexed-storefront-catalog.js';
export { KeptAdvertCatalog, type KeptAdvertCatalogOptions } from './read-views/kept-advert-catalog.js';
