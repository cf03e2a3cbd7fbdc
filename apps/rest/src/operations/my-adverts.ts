import { type makeMyAdverts, myAdvertsInput, myAdvertsOutput } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';
import { ADVERT_ID, card, CATEGORY_ID } from './samples.js';

export const myAdverts = ownerRead({
  operationId: 'my_adverts',
  summary: 'The key owner\'s adverts, newest bump first',
  method: 'GET',
  path: '/my/adverts',
  scope: 'adverts:read',
  query: myAdvertsInput,
  response: myAdvertsOutput,
  responseExample: {
    total: 1,
    adverts: [
      {
        id: ADVERT_ID,
        title: card.title,
        price: 520,
        currency: 'EUR',
        has_variants: false,
        is_business: true,
        category_id: CATEGORY_ID,
        image_url: card.image_url,
        views: 310,
        favorites: 14,
        next_free_bump_at: '2026-11-27T09:30:00.000Z',
        is_archived: false,
        url: card.url,
      },
    ],
  },
  errors: [],
  useCase: (services: Needs<'myAdverts', typeof makeMyAdverts>) => services.myAdverts,
});
