import { okAsync, type ResultAsync } from 'neverthrow';
import { decideBump } from '../../domain/bump.js';
import type { Unavailable } from '../../domain/errors.js';
import { bumpQuotaLeft, PLANS } from '../../domain/plan.js';
import type { Clock } from '../../ports/clock.js';
import type { OwnerAdverts } from '../../ports/owner-adverts.js';
import { bumpAdvertsInput, type BumpResult } from '../../schemas/owner-adverts.js';
import { guarded, type OwnerContext } from './context.js';
import { MAX_FAILURES_SHOWN, select, type AdvertFailure } from './selection.js';

export interface BumpAdvertsDeps {
  readonly ownerAdverts: OwnerAdverts;
  readonly clock: Clock;
}

/** Bumps the selected adverts: free weekly bump, else the plan's monthly quota, else cooldown. */
export function makeBumpAdverts(deps: BumpAdvertsDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:write', bumpAdvertsInput, raw, ctx, ({ selector }) =>
      deps.ownerAdverts.transact(ctx.principal.userId, (workspace) => {
        const now = deps.clock.now();
        return workspace.account(now).andThen((account) =>
          select(workspace, selector).andThen((selection) => {
            let quotaLeft = bumpQuotaLeft(PLANS[account.plan], account.paidBumpsThisMonth);
            const result = { free: 0, paid: 0 };
            const failures: AdvertFailure[] = [...selection.failures];
            let chain: ResultAsync<void, Unavailable> = okAsync(undefined);
            for (const advert of selection.adverts) {
              const decision = decideBump(advert, now, quotaLeft);
              if (decision === 'cooldown' || decision === 'quota_exhausted') {
                failures.push({ advert_id: advert.id, code: decision });
                continue;
              }
              if (decision === 'paid') quotaLeft -= 1;
              result[decision] += 1;
              chain = chain
                .andThen(() => workspace.bump(advert.id, decision, now))
                .andThen(() => workspace.record({ type: 'advert.bumped', data: { advert_id: advert.id, kind: decision } }, now));
            }
            return chain.map(
              (): BumpResult => ({ ...result, failed: failures.length, failures: failures.slice(0, MAX_FAILURES_SHOWN) }),
            );
          }),
        );
      }),
    );
}
