import { advertOutput, getAdvertInput, type makeGetAdvert } from '@marketplace/core';
import { publicRead, type Needs } from './define.js';
import { advert } from './samples.js';

export const getAdvert = publicRead({
  operationId: 'get_advert',
  summary: 'One advert in full',
  description: 'Statuses `active` or `archived` may be returned.',
  method: 'GET',
  path: '/adverts/:advert_id',
  scope: null,
  query: getAdvertInput,
  response: advertOutput,
  responseExample: advert,
  errors: ['not_found'],
  useCase: (services: Needs<'getAdvert', typeof makeGetAdvert>) => services.getAdvert,
});
