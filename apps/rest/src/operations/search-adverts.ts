import { type makeSearchAdverts, searchAdvertsInput, searchResultOutput } from '@marketplace/core';
import { publicRead, type Needs } from './define.js';
import { card } from './samples.js';

export const searchAdverts = publicRead({
  operationId: 'search_adverts',
  summary: 'Search active adverts',
  description:
    'Two keyword sets are merged (one in the user\'s language, one in Serbian Latin); with filters only, omit `queries`. ' +
    'A list parameter is repeated: `queries=a&queries=b`.',
  method: 'GET',
  path: '/adverts',
  scope: null,
  query: searchAdvertsInput,
  response: searchResultOutput,
  responseExample: { total: 1, adverts: [card] },
  errors: [],
  useCase: (services: Needs<'searchAdverts', typeof makeSearchAdverts>) => services.searchAdverts,
});
