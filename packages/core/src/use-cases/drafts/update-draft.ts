import { errAsync, okAsync } from 'neverthrow';
import { notFound } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { Drafts } from '../../ports/drafts.js';
import { updateDraftInput } from '../../schemas/drafts.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { applyDraftInput, contentOf } from './draft-content.js';
import { presentDraft } from '../../presenters/drafts.js';

export interface UpdateDraftDeps {
  readonly drafts: Drafts;
  readonly clock: Clock;
}

/** Changes only the passed fields of an own draft (null clears a nullable one), under the owner's lock. */
export function makeUpdateDraft(deps: UpdateDraftDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:write', updateDraftInput, raw, ctx, ({ draft_id, ...fields }) => {
      const ownerId = ctx.principal.userId;
      return deps.drafts
        .transact(ownerId, (workspace) =>
          workspace.draft(draft_id, ctx.lang).andThen((draft) => {
            if (!draft) return errAsync(notFound(`draft ${draft_id} not found`));
            return applyDraftInput(workspace, contentOf(draft), fields, { ownerId, lang: ctx.lang, links: ctx.links }).andThen(
              (content) => workspace.save(draft_id, content, deps.clock.now()),
            );
          }),
        )
        .andThen(() => deps.drafts.get(ownerId, draft_id, ctx.lang))
        .andThen((draft) => (draft ? okAsync(presentDraft(draft, ctx.links)) : errAsync(notFound(`draft ${draft_id} not found`))));
    });
}
