import { advertStatusOutput, type makeRestoreAdvert, restoreAdvertInput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { ADVERT_ID } from './samples.js';

export const restoreAdvert = ownerWrite({
  operationId: 'restore_advert',
  summary: 'Restore an archived own advert within the plan\'s advert limit',
  method: 'POST',
  path: '/my/adverts/:advert_id{[^/]+:restore}',
  scope: 'adverts:write',
  body: restoreAdvertInput,
  bodyExample: {},
  response: advertStatusOutput,
  responseExample: { advert_id: ADVERT_ID, status: 'active' },
  errors: ['not_found', 'advert_has_deal', 'advert_limit_reached'],
  useCase: (services: Needs<'restoreAdvert', typeof makeRestoreAdvert>) => services.restoreAdvert,
});
