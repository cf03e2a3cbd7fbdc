import { advertStatusOutput, archiveAdvertInput, type makeArchiveAdvert } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { ADVERT_ID } from './samples.js';

export const archiveAdvert = ownerWrite({
  operationId: 'archive_advert',
  summary: 'Archive an active own advert',
  method: 'POST',
  path: '/my/adverts/:advert_id{[^/]+:archive}',
  scope: 'adverts:write',
  body: archiveAdvertInput,
  bodyExample: { reason: 'sold_elsewhere' },
  response: advertStatusOutput,
  responseExample: { advert_id: ADVERT_ID, status: 'archived' },
  errors: ['not_found'],
  useCase: (services: Needs<'archiveAdvert', typeof makeArchiveAdvert>) => services.archiveAdvert,
});
