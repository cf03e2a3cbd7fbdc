import type { Drafts } from '../../ports/drafts.js';
import { listDraftsInput, type DraftList } from '../../schemas/drafts.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { presentDraft } from '../../presenters/drafts.js';

export interface ListDraftsDeps {
  readonly drafts: Drafts;
}

/** The owner's drafts, most recently updated first, with their total. */
export function makeListDrafts(deps: ListDraftsDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:read', listDraftsInput, raw, ctx, ({ limit }) =>
      deps.drafts
        .list(ctx.principal.userId, limit, ctx.lang)
        .map(({ total, drafts }): DraftList => ({ total, drafts: drafts.map((d) => presentDraft(d, ctx.links)) })),
    );
}
