import { okAsync, type ResultAsync } from 'neverthrow';
import type { Unavailable } from '../../domain/errors.js';
import { indexWords, matchesAllWords, searchWords } from '../../domain/search-text.js';
import type { OwnAdvertState, OwnerWorkspace } from '../../ports/owner-adverts.js';
import type { SelectorInput } from '../../schemas/owner-adverts.js';

export interface AdvertFailure {
  readonly advert_id: string;
  readonly code: string;
}

export interface Selection {
  readonly adverts: OwnAdvertState[];
  /** Ids named in `ids` that are not the owner's active adverts. */
  readonly failures: AdvertFailure[];
}

/** Words in a title (original or translated) match by the rule of search (`wordMatches`). */
export const titleMatches = (titles: readonly string[], query: string | null): boolean =>
  query === null || matchesAllWords(searchWords(query), indexWords(titles));

/**
 * The owner's active adverts the selector chooses. Named ids that are archived fail `not_active`;
 * unknown ids and other owners' ids fail alike as `not_found` (no hint that they exist). The other
 * filters narrow the named ids without failing them: an own advert they leave out is not "not found".
 */
export function select(workspace: OwnerWorkspace, selector: SelectorInput): ResultAsync<Selection, Unavailable> {
  if (selector.is_empty === true) return okAsync({ adverts: [], failures: [] });
  const narrowed = selector.category_id !== null || selector.condition !== null || selector.contour !== null;
  return workspace
    .adverts({ ids: selector.ids, categoryId: selector.category_id, condition: selector.condition, contour: selector.contour })
    .andThen((found) =>
      (selector.ids !== null && narrowed
        ? workspace.adverts({ ids: selector.ids, categoryId: null, condition: null, contour: null })
        : okAsync(found)
      ).map((named) => {
        const failures: AdvertFailure[] = [];
        if (selector.ids) {
          const byId = new Map(named.map((a) => [a.id, a]));
          for (const id of new Set(selector.ids)) {
            const advert = byId.get(id);
            if (!advert) failures.push({ advert_id: id, code: 'not_found' });
            else if (advert.status !== 'active') failures.push({ advert_id: id, code: 'not_active' });
          }
        }
        const adverts = found
          .filter((a) => a.status === 'active' && titleMatches(a.titles, selector.query))
          .sort((a, b) => (a.id < b.id ? -1 : 1));
        return { adverts, failures };
      }),
    );
}

/** Failure lists are cut to the first 20; `failed` still counts them all. */
export const MAX_FAILURES_SHOWN = 20;
