import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { formatCategoryPath, WHOLE_TREE_DEPTH } from '../domain/category.js';
import type { CategoryRecord } from '../domain/category-tree.js';
import { notFound, type InvalidArguments, type NotFound, type Unavailable } from '../domain/errors.js';
import type { CategoryCatalog } from '../ports/public-reads.js';
import { parseInput } from '../schemas/parse.js';
import { getCategoryInput, type Category } from '../schemas/public-reads.js';
import type { ReadContext } from './context.js';

export type GetCategoryError = InvalidArguments | NotFound | Unavailable;

export interface GetCategoryDeps {
  readonly categoryCatalog: CategoryCatalog;
}

/**
 * One category with its path, root first, and its subtree count (decision 0067). It reads the
 * whole tree, the read the catalog keeps in memory, and walks up from the category.
 */
export function makeGetCategory(deps: GetCategoryDeps) {
  return (raw: unknown, ctx: ReadContext): ResultAsync<Category, GetCategoryError> => {
    const parsed = parseInput(getCategoryInput, raw);
    if (parsed.isErr()) return errAsync(parsed.error);
    const id = parsed.value.category_id;
    return deps.categoryCatalog
      .listSubtree({ parentId: null, depth: WHOLE_TREE_DEPTH, lang: ctx.lang })
      .andThen((records) => {
        const byId = new Map((records ?? []).map((record) => [record.id, record]));
        const category = byId.get(id);
        if (!category) return errAsync(notFound(`category ${id} not found`));
        const path: CategoryRecord[] = [];
        for (let at: CategoryRecord | undefined = category; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
          path.unshift(at);
        }
        return okAsync({
          id: category.id,
          title: category.title,
          path: formatCategoryPath(path.map((record) => record.title)),
          parent_id: category.parentId,
          adverts_count: category.advertsCount,
          is_leaf: category.isLeaf,
        });
      });
  };
}
