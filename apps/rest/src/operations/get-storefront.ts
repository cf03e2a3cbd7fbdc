import { getStorefrontInput, type makeGetStorefront, storefrontOutput } from '@marketplace/core';
import { publicRead, type Needs } from './define.js';
import { card, SELLER_ID, WEB } from './samples.js';

export const getStorefront = publicRead({
  operationId: 'get_storefront',
  summary: 'A seller storefront: business storefront or private adverts',
  method: 'GET',
  path: '/storefronts/:seller_id',
  scope: null,
  query: getStorefrontInput,
  response: storefrontOutput,
  responseExample: {
    seller_id: SELLER_ID,
    name: 'Phone Corner',
    is_business: true,
    description: 'Phones and accessories since 2012.',
    city: 'Novi Sad',
    reviews: { count: 42, deals_count: 57, average: 4.8 },
    adverts_total: 1,
    adverts: [card],
    url: `${WEB}/storefronts/${SELLER_ID}?utm_source=api`,
  },
  errors: ['not_found'],
  useCase: (services: Needs<'getStorefront', typeof makeGetStorefront>) => services.getStorefront,
});
