import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/accounts.js';
import type { DraftContent, Drafts } from '../../ports/drafts.js';
import { createDraftInput } from '../../schemas/drafts.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { applyDraftInput } from './draft-content.js';
import { presentDraft } from '../../presenters/drafts.js';

export interface CreateDraftDeps {
  readonly drafts: Drafts;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** Currency of a draft created without one. */
export const DEFAULT_DRAFT_CURRENCY = 'EUR';

/** A new draft with the passed fields and the owner's last used address; never published here. */
export function makeCreateDraft(deps: CreateDraftDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:write', createDraftInput, raw, ctx, (input) => {
      const ownerId = ctx.principal.userId;
      const id = deps.ids.newId();
      return deps.drafts
        .lastAddress(ownerId)
        .andThen((address) => {
          const empty: DraftContent = {
            title: null,
            description: null,
            categoryId: null,
            priceMinor: null,
            currency: DEFAULT_DRAFT_CURRENCY,
            negotiable: false,
            condition: null,
            address,
            photoIds: [],
          };
          return applyDraftInput(deps.drafts, empty, input, { ownerId, lang: ctx.lang, links: ctx.links });
        })
        .andThen((content) => deps.drafts.create({ ...content, id, ownerId }, deps.clock.now()))
        .andThen(() => deps.drafts.get(ownerId, id, ctx.lang))
        .map((draft) => {
          if (!draft) throw new Error(`draft ${id} vanished right after it was created`);
          return presentDraft(draft, ctx.links);
        });
    });
}
