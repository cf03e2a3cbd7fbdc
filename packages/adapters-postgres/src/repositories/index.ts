export { DrizzleAdvertSearch, MATERIALIZE_LIMIT, WALK_BUDGET, COLLECT_FIRST, type SearchPlanning } from './drizzle-advert-search.js';
export { DrizzleAdvertCatalog } from './drizzle-advert-catalog.js';
export { DrizzleCategoryCatalog } from './drizzle-category-catalog.js';
export { DrizzleStorefrontCatalog } from './drizzle-storefront-catalog.js';
export { DrizzleApiKeyLookup, apiKeyFingerprint } from './drizzle-api-key-lookup.js';
export { dbCall, isUnavailableError } from './db-call.js';
export { DrizzleOwnerAdverts } from './drizzle-owner-adverts.js';
export { DrizzleOwnerReads } from './drizzle-owner-reads.js';
export { DrizzleAccounts } from './drizzle-accounts.js';
