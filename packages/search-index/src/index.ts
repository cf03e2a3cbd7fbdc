/**
 * The search engine of the marketplace: an in-memory inverted index with roaring bitmaps,
 * ordered buckets and a spatial grid, a pure planner and the executor of its plans, and
 * snapshots on local disk. It knows nothing of a database: an adapter feeds it adverts
 * (`add`, then `finishBulk`; `apply` for each change) and asks it queries (docs/architecture/search.md).
 */
export { SearchIndex, type IndexAnswer, type IndexStats, type IndexTuning, type IndexCapture, type DocObserver } from './engine.js';
export { searchTokens, searchDocLexemes, type IndexedAdvert, type SearchDocInput } from './document.js';
export { loadBitmapLibrary, portableLength, WASM_BY_CHOICE, type Bitmap, type BitmapBackend, type BitmapLibrary } from './bitmaps.js';
export { layingOut, layoutBuffers, type Layout, type LayoutInput } from './layout.js';
export { OrderedBuckets, type BucketVisit, type StretchVisit, type CountTerm } from './buckets.js';
export {
  planSearch,
  planPrefix,
  choosePage,
  bucketBudget,
  chooseCellVisit,
  chooseStretchVisit,
  requiredSets,
  isPrefixWord,
  DEFAULT_TUNING,
  HEAVY_PREFIX_SPAN,
  STRETCH_BUCKETS,
  type SearchPlan,
  type PagePlan,
  type SetRef,
  type PlanTuning,
  type PrefixPlan,
  type StretchPlan,
} from './plan.js';
export { PackedTerms, TermTable, packedLinesInSteps } from './packed-terms.js';
export { runInSlices, runAtOnce, linesInSteps, sortInSlices, Slices, nextTurn, SLICE_MS } from './slices.js';
export { writeSnapshot, readSnapshot, makeWorkingDirectory, readSnapshotInfo, SnapshotRefused, SNAPSHOT_FORMAT, SNAPSHOT_FILE, type SnapshotInfo, type WriteSnapshotOptions } from './snapshot.js';
