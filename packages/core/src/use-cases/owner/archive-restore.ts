import { errAsync, okAsync } from 'neverthrow';
import { notFound, type DomainError } from '../../domain/errors.js';
import { checkAdvertLimit } from '../../domain/plan.js';
import type { Clock } from '../../ports/clock.js';
import type { OwnerAdverts } from '../../ports/owner-adverts.js';
import { archiveAdvertInput, restoreAdvertInput, type AdvertStatusResult } from '../../schemas/owner-adverts.js';
import { guarded, type OwnerContext } from './context.js';

export type AdvertHasDeal = DomainError<'advert_has_deal'>;

export interface ArchiveRestoreDeps {
  readonly ownerAdverts: OwnerAdverts;
  readonly clock: Clock;
}

const ownAdvert = (advertId: string) => ({ ids: [advertId], categoryId: null, condition: null, contour: null });

/** Withdraws an active own advert. Archiving an archived advert changes nothing (safe to retry). */
export function makeArchiveAdvert(deps: ArchiveRestoreDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:write', archiveAdvertInput, raw, ctx, ({ advert_id, reason }) =>
      deps.ownerAdverts.transact(ctx.principal.userId, (workspace) =>
        workspace.adverts(ownAdvert(advert_id)).andThen(([advert]) => {
          if (!advert) return errAsync(notFound(`advert ${advert_id} not found`));
          const done: AdvertStatusResult = { advert_id, status: 'archived' };
          if (advert.status === 'archived') return okAsync(done);
          const now = deps.clock.now();
          return workspace
            .archive(advert_id, reason, now)
            .andThen(() => workspace.record({ type: 'advert.archived', data: { advert_id, reason } }, now))
            .map(() => done);
        }),
      ),
    );
}

/**
 * Puts an archived own advert back, within the plan's advert limit; an advert with a deal stays
 * withdrawn. Restoring an active advert changes nothing.
 */
export function makeRestoreAdvert(deps: ArchiveRestoreDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:write', restoreAdvertInput, raw, ctx, ({ advert_id }) =>
      deps.ownerAdverts.transact(ctx.principal.userId, (workspace) => {
        const now = deps.clock.now();
        return workspace.adverts(ownAdvert(advert_id)).andThen(([advert]) => {
          if (!advert) return errAsync(notFound(`advert ${advert_id} not found`));
          const done: AdvertStatusResult = { advert_id, status: 'active' };
          if (advert.status === 'active') return okAsync(done);
          if (advert.hasDeal) {
            const conflict: AdvertHasDeal = {
              code: 'advert_has_deal',
              message: 'this advert was sold through the marketplace; it cannot be restored',
            };
            return errAsync(conflict);
          }
          return workspace
            .account(now)
            .andThen((account) =>
              checkAdvertLimit(account.plan, account.activeAdverts)
                .asyncAndThen(() => workspace.restore(advert_id, now))
                .andThen(() => workspace.record({ type: 'advert.restored', data: { advert_id } }, now)),
            )
            .map(() => done);
        });
      }),
    );
}
