import { draftListOutput, listDraftsInput, type makeListDrafts } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';
import { draft } from './samples.js';

export const listDrafts = ownerRead({
  operationId: 'list_drafts',
  summary: 'The key owner\'s drafts, last updated first',
  method: 'GET',
  path: '/my/drafts',
  scope: 'adverts:read',
  query: listDraftsInput,
  response: draftListOutput,
  responseExample: { total: 1, drafts: [draft] },
  errors: [],
  useCase: (services: Needs<'listDrafts', typeof makeListDrafts>) => services.listDrafts,
});
