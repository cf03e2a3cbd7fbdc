import { categoriesOutput, getCategoriesInput, type CategoryNodeOutput, type makeGetCategories } from '@marketplace/core';
import { readTool } from './read-tool.js';

const countNodes = (nodes: readonly CategoryNodeOutput[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);

export const getCategoriesTool = readTool({
  name: 'get_categories',
  title: 'Get categories',
  description: [
    'Get the category tree of the marketplace with the number of active adverts in each category (subcategories included).',
    'Use it to find the `category_id` to narrow search_adverts, or to show what is sold on the marketplace.',
    'Without `parent_id` the tree starts at the roots; pass a category id to descend into it.',
    '`depth` is the number of levels returned (1-4, default 2); `children` is absent at the depth limit and for leaves.',
  ].join(' '),
  input: getCategoriesInput,
  output: categoriesOutput,
  useCase: (deps: { readonly getCategories: ReturnType<typeof makeGetCategories> }) => deps.getCategories,
  summarize: (result) =>
    `Categories in this answer: ${countNodes(result.categories)}, of which ${result.categories.length} at the top level.`,
});
