import { createDraftInput, draftOutput, type makeCreateDraft } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { CATEGORY_ID, draft, PHOTO } from './samples.js';

export const createDraft = ownerWrite({
  operationId: 'create_draft',
  summary: 'Start a draft; every field is optional',
  description:
    'The address defaults to the owner\'s last used one. `missing` lists the required fields still absent; ' +
    '`photos` accepts only urls this service returned to this owner.',
  method: 'POST',
  path: '/my/drafts',
  scope: 'adverts:write',
  body: createDraftInput,
  bodyExample: {
    title: 'Samsung Galaxy S23, 256 GB',
    category_id: CATEGORY_ID,
    price: 520,
    currency: 'EUR',
    photos: [{ url: PHOTO }],
  },
  response: draftOutput,
  responseExample: draft,
  errors: [],
  useCase: (services: Needs<'createDraft', typeof makeCreateDraft>) => services.createDraft,
});
