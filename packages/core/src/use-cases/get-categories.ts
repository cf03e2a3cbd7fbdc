import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { buildCategoryTree, type CategoryRecord } from '../domain/category-tree.js';
import { notFound, type InvalidArguments, type NotFound, type Unavailable } from '../domain/errors.js';
import type { CategoryCatalog } from '../ports/public-reads.js';
import { parseInput } from '../schemas/parse.js';
import { getCategoriesInput, type Categories } from '../schemas/public-reads.js';
import type { ReadContext } from './context.js';
import { presentCategoryNode } from '../presenters/public-reads.js';

export type GetCategoriesError = InvalidArguments | NotFound | Unavailable;

export interface GetCategoriesDeps {
  readonly categoryCatalog: CategoryCatalog;
}

/**
 * A catalog may hand out the same records again while nothing changed (the in-memory one does):
 * the answer built from them is then the same object too, and its callers may reuse what they made
 * of it (REST its JSON text).
 */
export function makeGetCategories(deps: GetCategoriesDeps) {
  const built = new WeakMap<readonly CategoryRecord[], Map<string, Categories>>();
  return (raw: unknown, ctx: ReadContext): ResultAsync<Categories, GetCategoriesError> => {
    const parsed = parseInput(getCategoriesInput, raw);
    if (parsed.isErr()) return errAsync(parsed.error);
    const parentId = parsed.value.parent_id ?? null;
    const depth = parsed.value.depth;
    return deps.categoryCatalog.listSubtree({ parentId, depth, lang: ctx.lang }).andThen((records) => {
      if (records === null) return errAsync(notFound(`category ${parentId} not found`));
      let answers = built.get(records);
      if (!answers) built.set(records, (answers = new Map()));
      const key = `${parentId}|${depth}`;
      let answer = answers.get(key);
      if (!answer) answers.set(key, (answer = { categories: buildCategoryTree(records, parentId, depth).map(presentCategoryNode) }));
      return okAsync(answer);
    });
  };
}
