import { accountOutput, type makeMe, meInput } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';

export const me = ownerRead({
  operationId: 'me',
  summary: 'The key owner\'s plan and limits',
  method: 'GET',
  path: '/me',
  scope: 'profile:read',
  query: meInput,
  response: accountOutput,
  responseExample: {
    plan: 'basic',
    adverts_limit: 50,
    active_adverts: 12,
    advert_slots_left: 38,
    bump_quota_left: 7,
    assistant_messages_left: 100,
  },
  // The key's account vanished between authentication and the read.
  errors: ['not_found'],
  useCase: (services: Needs<'me', typeof makeMe>) => services.me,
});
