import { advertOutput, type makePublishDraft, publishDraftInput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { advert } from './samples.js';

export const publishDraft = ownerWrite({
  operationId: 'publish_draft',
  summary: 'Publish a complete draft as an active advert; the draft is gone',
  description: 'At most 50 publishes a day per user; the plan\'s advert limit applies.',
  method: 'POST',
  path: '/my/drafts/:draft_id{[^/]+:publish}',
  scope: 'adverts:write',
  body: publishDraftInput,
  bodyExample: {},
  response: advertOutput,
  responseExample: advert,
  errors: ['not_found', 'draft_incomplete', 'advert_limit_reached'],
  useCase: (services: Needs<'publishDraft', typeof makePublishDraft>) => services.publishDraft,
});
