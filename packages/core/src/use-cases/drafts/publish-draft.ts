import { errAsync, type ResultAsync } from 'neverthrow';
import { missingFields } from '../../domain/draft.js';
import type { RateLimited } from '../../domain/daily-cap.js';
import { notFound, type DomainError, type InvalidArguments, type NotFound, type Unavailable } from '../../domain/errors.js';
import { checkAdvertLimit, type AdvertLimitReached } from '../../domain/plan.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/accounts.js';
import type { Drafts } from '../../ports/drafts.js';
import type { AdvertCatalog } from '../../ports/public-reads.js';
import type { Translator } from '../../ports/translator.js';
import { publishDraftInput } from '../../schemas/drafts.js';
import type { Advert } from '../../schemas/public-reads.js';
import type { ScopeRequired } from '../authenticate.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { makeGetAdvert } from '../get-advert.js';

export type DraftIncomplete = DomainError<'draft_incomplete'>;

export type PublishDraftError =
  | ScopeRequired
  | InvalidArguments
  | NotFound
  | DraftIncomplete
  | AdvertLimitReached
  | RateLimited
  | Unavailable;

export interface PublishDraftDeps {
  readonly drafts: Drafts;
  readonly advertCatalog: AdvertCatalog;
  readonly translator: Translator;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/**
 * Turns a complete own draft into an active advert (in search at once) within the plan's advert
 * limit, and deletes the draft. The plan check and the insert share the owner's lock, so parallel
 * publishes never exceed the plan. The unit of the daily cap is taken last, after the draft and
 * the plan allow the publish, in the same transaction: a publish refused for another reason never
 * holds a unit, even for a moment, so parallel ones never see a false 429. Answers the advert as
 * get_advert does.
 */
export function makePublishDraft(deps: PublishDraftDeps) {
  const getAdvert = makeGetAdvert(deps);
  return (raw: unknown, ctx: OwnerContext): ResultAsync<Advert, PublishDraftError> =>
    guarded('adverts:write', publishDraftInput, raw, ctx, ({ draft_id }) => {
      const ownerId = ctx.principal.userId;
      const now = deps.clock.now();
      const advertId = deps.ids.newId();
      const publish = () =>
        deps.drafts.transact(ownerId, (workspace) =>
        workspace.draft(draft_id, ctx.lang).andThen((draft) => {
          if (!draft) return errAsync(notFound(`draft ${draft_id} not found`));
          const missing = missingFields(draft);
          if (missing.length > 0) {
            const incomplete: DraftIncomplete = {
              code: 'draft_incomplete',
              message: `the draft lacks required fields: ${missing.join(', ')}`,
            };
            return errAsync(incomplete);
          }
          return workspace
            .account(now)
            .andThen((account) =>
              checkAdvertLimit(account.plan, account.activeAdverts).asyncAndThen(() =>
                workspace.takeDailyUnit('publish_draft', now),
              ),
            )
            .andThen(() => workspace.publish(draft, { advertId, lang: ctx.lang }, now))
            .andThen(() =>
              workspace.record({ type: 'advert.published', data: { advert_id: advertId, draft_id, url: ctx.links.advert(advertId) } }, now),
            );
        }),
      );
      return publish().andThen(() => getAdvert({ advert_id: advertId }, ctx));
    });
}
