import { getAdvertInput, getCategoriesInput, getStorefrontInput, searchAdvertsInput } from '@marketplace/core';
import type { PublicRead, RestDeps } from '../deps.js';
import type { ObjectSchema } from '../input/query.js';

/**
 * The contract of one public read route: where it lives, which input schema types its query
 * string (the same schema the use case validates with), which input field the path carries.
 */
export interface PublicReadRoute {
  readonly operation: 'search_adverts' | 'get_advert' | 'get_categories' | 'get_storefront';
  /** Hono path, relative to /api/v1. */
  readonly path: string;
  readonly input: ObjectSchema;
  readonly pathParam: string | null;
  readonly useCase: (deps: RestDeps) => PublicRead<unknown>;
}

export const PUBLIC_READ_ROUTES: readonly PublicReadRoute[] = [
  {
    operation: 'search_adverts',
    path: '/adverts',
    input: searchAdvertsInput,
    pathParam: null,
    useCase: (deps) => deps.searchAdverts,
  },
  {
    operation: 'get_advert',
    path: '/adverts/:advert_id',
    input: getAdvertInput,
    pathParam: 'advert_id',
    useCase: (deps) => deps.getAdvert,
  },
  {
    operation: 'get_categories',
    path: '/categories',
    input: getCategoriesInput,
    pathParam: null,
    useCase: (deps) => deps.getCategories,
  },
  {
    operation: 'get_storefront',
    path: '/storefronts/:seller_id',
    input: getStorefrontInput,
    pathParam: 'seller_id',
    useCase: (deps) => deps.getStorefront,
  },
];
