import { type makeUpdateAdverts, updateAdvertsInput, updateResultOutput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { CATEGORY_ID } from './samples.js';

export const updateAdverts = ownerWrite({
  operationId: 'update_adverts',
  summary: 'Change price or availability of the owner\'s live adverts chosen by a selector',
  description:
    'A price drop becomes a public discount and notifies users who saved the advert. Adverts with configurations keep ' +
    'their per-configuration prices and are skipped by price rules (`has_variants` in `failures`).',
  method: 'PATCH',
  path: '/my/adverts',
  scope: 'adverts:write',
  body: updateAdvertsInput,
  bodyExample: {
    selector: { category_id: CATEGORY_ID, contour: 'business' },
    rule: { percent: -10 },
  },
  response: updateResultOutput,
  responseExample: {
    applied: 11,
    failed: 1,
    failures: [{ advert_id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f', code: 'has_variants' }],
  },
  errors: ['currency_required'],
  useCase: (services: Needs<'updateAdverts', typeof makeUpdateAdverts>) => services.updateAdverts,
});
