import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { buildCategoryTree } from '../domain/category-tree.js';
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

export function makeGetCategories(deps: GetCategoriesDeps) {
  return (raw: unknown, ctx: ReadContext): ResultAsync<Categories, GetCategoriesError> => {
    const parsed = parseInput(getCategoriesInput, raw);
    if (parsed.isErr()) return errAsync(parsed.error);
    const parentId = parsed.value.parent_id ?? null;
    const depth = parsed.value.depth;
    return deps.categoryCatalog
      .listSubtree({ parentId, depth, lang: ctx.lang })
      .andThen((records) =>
        records === null
          ? errAsync(notFound(`category ${parentId} not found`))
          : okAsync({ categories: buildCategoryTree(records, parentId, depth).map(presentCategoryNode) }),
      );
  };
}
