/** Deterministic, realistic multilingual demo data: any size, any seed, streamed in batches. */
export { marketBatches, type MarketOptions } from './market.js';
export { advertAt, type GeneratedAdvert } from './adverts.js';
export { sellerAt, sellerCount } from './sellers.js';
export { catalogCategories, categoryId, LEAVES } from './catalog/categories.js';
export { CATALOG } from './catalog/tree.js';
export { PLACES } from './places.js';
export { DEMO_OWNER_EMAIL, DEMO_OWNER_ID, demoOwnerData, loadDemoExtras } from './demo-owner.js';
export { seedMarket, seedDemoIfEmpty, hasAdverts, type SeedOptions, type SeedSummary } from './seed.js';
export { Random } from './random.js';
