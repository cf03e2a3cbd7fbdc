/**
 * @marketplace/core: the marketplace's domain. Pure: no I/O, no clock, no environment.
 * Use cases take their ports and return neverthrow results with the spec's error codes.
 */
export * from './domain/errors.js';
export * from './domain/language.js';
export * from './domain/money.js';
export * from './domain/geo.js';
export * from './domain/text.js';
export * from './domain/search-text.js';
export * from './domain/category.js';
export * from './domain/category-tree.js';
export * from './domain/links.js';
export * from './domain/seller.js';
export * from './domain/advert.js';

export type { Clock } from './ports/clock.js';
export { untranslated, type Translator } from './ports/translator.js';
export type * from './ports/public-reads.js';

export * from './schemas/common.js';
export * from './schemas/public-reads.js';
export { parseInput } from './schemas/parse.js';

export type { ReadContext } from './use-cases/context.js';
export { localizeTexts } from './use-cases/localize.js';
export { makeSearchAdverts, mergeSearchPages, SEARCH_ORDER, type SearchAdvertsDeps, type SearchAdvertsError } from './use-cases/search-adverts.js';
export { makeGetAdvert, type GetAdvertDeps, type GetAdvertError } from './use-cases/get-advert.js';
export { makeGetCategories, type GetCategoriesDeps, type GetCategoriesError } from './use-cases/get-categories.js';
export { makeGetStorefront, type GetStorefrontDeps, type GetStorefrontError } from './use-cases/get-storefront.js';

export * from './domain/api-key.js';
export type { ApiKeyLookup } from './ports/api-keys.js';
export {
  makeAuthenticate,
  requireScope,
  unauthorized,
  type AuthenticateDeps,
  type AuthenticateError,
  type InvalidApiKey,
  type ScopeRequired,
  type Unauthorized,
} from './use-cases/authenticate.js';
