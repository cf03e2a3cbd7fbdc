import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type NotFound, type Unavailable } from '../../domain/errors.js';
import { advertSlotsLeft, bumpQuotaLeft, PLANS } from '../../domain/plan.js';
import type { Clock } from '../../ports/clock.js';
import type { OwnerReads } from '../../ports/owner-adverts.js';
import { meInput, type AccountSummary } from '../../schemas/owner-adverts.js';
import { guarded, type OwnerContext } from './context.js';

export interface MeDeps {
  readonly ownerReads: OwnerReads;
  readonly clock: Clock;
  /**
   * Assistant messages used today. The assistant (which spends them) is not part of this service
   * and `/mcp` calls belong to no owner, so the server leaves this unset (decision 0006).
   */
  readonly assistantMessagesUsedToday?: (ownerId: string) => ResultAsync<number, Unavailable>;
}

export function makeMe(deps: MeDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('profile:read', meInput, raw, ctx, () =>
      deps.ownerReads
        .account(ctx.principal.userId, deps.clock.now())
        .andThen((account) => (account ? okAsync(account) : errAsync<never, NotFound>(notFound('account not found'))))
        .andThen((account) =>
          (deps.assistantMessagesUsedToday?.(account.userId) ?? okAsync(0)).map((used): AccountSummary => {
            const plan = PLANS[account.plan];
            const slots = advertSlotsLeft(plan, account.activeAdverts);
            return {
              plan: plan.name,
              ...(plan.advertsLimit === null ? {} : { adverts_limit: plan.advertsLimit }),
              active_adverts: account.activeAdverts,
              ...(slots === null ? {} : { advert_slots_left: slots }),
              bump_quota_left: bumpQuotaLeft(plan, account.paidBumpsThisMonth),
              assistant_messages_left: Math.max(0, plan.dailyAssistantMessages - used),
            };
          }),
        ),
    );
}
