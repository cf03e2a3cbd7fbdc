/** Deterministic, realistic multilingual demo data: any size, any seed, streamed in batches. */
export { marketBatches, PHOTO_LIBRARY, poolPhotoSeeds, type MarketOptions } from './market.js';
export { POOL_PHOTOS, POOL_PHOTO_SIZE, poolPhotoFor, type PoolPhoto } from './photos/pool.js';
export { ensurePhotoPool, photoSvg, renderPoolPhoto } from './photos/render.js';
export { LEAF_CATALOG, type LeafCatalog } from './catalog/items.js';
export { advertAt, type GeneratedAdvert } from './adverts.js';
export { sellerAt, sellerCount } from './sellers.js';
export { catalogCategories, categoryId, LEAVES } from './catalog/categories.js';
export { CATALOG } from './catalog/tree.js';
export { PLACES } from './places.js';
export { DEMO_OWNER_EMAIL, DEMO_OWNER_ID, demoOwnerData, loadDemoExtras } from './demo-owner.js';
export { seedMarket, seedDemoIfEmpty, hasAdverts, isSeeded, type SeedOptions, type SeedSummary } from './seed.js';
export { Random } from './random.js';
