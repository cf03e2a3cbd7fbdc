import { categoriesOutput, getCategoriesInput, type makeGetCategories } from '@marketplace/core';
import { publicRead, type Needs } from './define.js';
import { CATEGORY_ID } from './samples.js';

export const getCategories = publicRead({
  operationId: 'get_categories',
  summary: 'The category tree with advert counts',
  method: 'GET',
  path: '/categories',
  scope: null,
  query: getCategoriesInput,
  response: categoriesOutput,
  responseExample: {
    categories: [
      {
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        title: 'Electronics',
        adverts_count: 1250,
        is_leaf: false,
        children: [{ id: CATEGORY_ID, title: 'Phones', adverts_count: 430, is_leaf: true }],
      },
    ],
  },
  // parent_id names no category.
  errors: ['not_found'],
  useCase: (services: Needs<'getCategories', typeof makeGetCategories>) => services.getCategories,
  // The same tree object while no count or title changed (the in-memory catalog): its JSON is kept.
  reusesAnswers: true,
});
