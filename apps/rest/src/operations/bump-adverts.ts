import { bumpAdvertsInput, bumpResultOutput, type makeBumpAdverts } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { ADVERT_ID } from './samples.js';

export const bumpAdverts = ownerWrite({
  operationId: 'bump_adverts',
  summary: 'Bump the selected adverts to the top of the feed',
  description:
    'A free bump once a week per advert; otherwise one from the plan\'s monthly quota, at most once a day per advert; ' +
    'the rest stay on cooldown (`cooldown`, `quota_exhausted` in `failures`).',
  method: 'POST',
  path: '/my/adverts:bump',
  scope: 'adverts:write',
  body: bumpAdvertsInput,
  bodyExample: { selector: { ids: [ADVERT_ID] } },
  response: bumpResultOutput,
  responseExample: { free: 1, paid: 0, failed: 0, failures: [] },
  errors: [],
  useCase: (services: Needs<'bumpAdverts', typeof makeBumpAdverts>) => services.bumpAdverts,
});
