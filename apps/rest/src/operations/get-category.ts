import { categoryOutput, getCategoryInput, type makeGetCategory } from '@marketplace/core';
import { publicRead, type Needs } from './define.js';
import { CATEGORY_ID } from './samples.js';

export const getCategory = publicRead({
  operationId: 'get_category',
  summary: 'One category with its path and advert count',
  description: 'Any category get_categories shows from the roots (four levels); `path` is written as an advert\'s `category`.',
  method: 'GET',
  path: '/categories/:category_id',
  scope: null,
  query: getCategoryInput,
  response: categoryOutput,
  responseExample: {
    id: CATEGORY_ID,
    title: 'Phones',
    path: 'Electronics / Phones',
    parent_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    adverts_count: 430,
    is_leaf: true,
  },
  errors: ['not_found'],
  useCase: (services: Needs<'getCategory', typeof makeGetCategory>) => services.getCategory,
});
