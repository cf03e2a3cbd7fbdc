import { draftOutput, type makeUpdateDraft, updateDraftInput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { draft } from './samples.js';

export const updateDraft = ownerWrite({
  operationId: 'update_draft',
  summary: 'Change the fields passed; null clears a nullable field',
  method: 'PATCH',
  // A plain id: an id with an action suffix is another route (publish), not an update.
  path: '/my/drafts/:draft_id{[^/:]+}',
  scope: 'adverts:write',
  body: updateDraftInput,
  bodyExample: { description: 'Used for a year, no scratches, with the box.' },
  response: draftOutput,
  responseExample: draft,
  errors: ['not_found'],
  useCase: (services: Needs<'updateDraft', typeof makeUpdateDraft>) => services.updateDraft,
});
