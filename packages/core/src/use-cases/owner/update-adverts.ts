import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError, Unavailable } from '../../domain/errors.js';
import { fromMinorUnits, type CurrencyCode } from '../../domain/money.js';
import { applyPriceRule, discountAfter, type PriceRule } from '../../domain/price-rule.js';
import type { Clock } from '../../ports/clock.js';
import type { OwnAdvertState, OwnerAdverts, OwnerWorkspace } from '../../ports/owner-adverts.js';
import { updateAdvertsInput, type RuleInput, type UpdateResult } from '../../schemas/owner-adverts.js';
import { guarded, type OwnerContext } from './context.js';
import { MAX_FAILURES_SHOWN, select, type AdvertFailure } from './selection.js';

export type CurrencyRequired = DomainError<'currency_required'>;

export interface UpdateAdvertsDeps {
  readonly ownerAdverts: OwnerAdverts;
  readonly clock: Clock;
}

const priceRuleOf = (rule: RuleInput): PriceRule | null =>
  rule.percent !== null
    ? { kind: 'percent', percent: rule.percent }
    : rule.delta !== null
      ? { kind: 'delta', delta: rule.delta }
      : rule.set !== null
        ? { kind: 'set', set: rule.set }
        : null;

interface Outcome {
  applied: number;
  failures: AdvertFailure[];
}

/**
 * Bulk price or stock change of the owner's active adverts, in one transaction. Price rules skip
 * adverts with configurations; a drop becomes a public discount and notifies savers.
 */
export function makeUpdateAdverts(deps: UpdateAdvertsDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:write', updateAdvertsInput, raw, ctx, ({ selector, rule }) =>
      deps.ownerAdverts.transact(ctx.principal.userId, (workspace) =>
        select(workspace, selector).andThen((selection) => {
          const now = deps.clock.now();
          const priceRule = priceRuleOf(rule);
          const work =
            priceRule === null
              ? changeStock(workspace, selection.adverts, rule.is_available === true, now)
              : changePrices(workspace, selection.adverts, priceRule, rule.currency, now);
          return work.map(
            (outcome): UpdateResult => {
              const failures = [...selection.failures, ...outcome.failures];
              return { applied: outcome.applied, failed: failures.length, failures: failures.slice(0, MAX_FAILURES_SHOWN) };
            },
          );
        }),
      ),
    );
}

function changePrices(
  workspace: OwnerWorkspace,
  adverts: readonly OwnAdvertState[],
  rule: PriceRule,
  currency: string | null,
  now: Date,
): ResultAsync<Outcome, Unavailable | CurrencyRequired> {
  const priceable = adverts.filter((a) => !a.hasVariants);
  const ruleCurrency = currency;
  if (ruleCurrency === null && rule.kind !== 'percent') {
    const currencies = new Set(priceable.map((a) => a.currency));
    if (currencies.size > 1) {
      return errAsync({
        code: 'currency_required',
        field: 'rule.currency',
        message: `the selected adverts are priced in ${[...currencies].sort().join(', ')}: name the currency of the amount`,
      });
    }
  }
  const outcome: Outcome = { applied: 0, failures: [] };
  let chain: ResultAsync<void, Unavailable> = okAsync(undefined);
  for (const advert of adverts) {
    if (advert.hasVariants) {
      outcome.failures.push({ advert_id: advert.id, code: 'has_variants' });
      continue;
    }
    if (ruleCurrency !== null && advert.currency !== ruleCurrency) {
      outcome.failures.push({ advert_id: advert.id, code: 'currency_mismatch' });
      continue;
    }
    const next = applyPriceRule(rule, advert.priceMinor, advert.currency);
    if (!next.ok) {
      outcome.failures.push({ advert_id: advert.id, code: next.code });
      continue;
    }
    outcome.applied += 1;
    if (next.priceMinor === advert.priceMinor) continue;
    const discount = discountAfter(advert.priceMinor, next.priceMinor, advert, now);
    const old = advert.priceMinor;
    const major = (minor: number) => fromMinorUnits(minor, advert.currency as CurrencyCode);
    chain = chain
      .andThen(() => workspace.changePrice(advert.id, { priceMinor: next.priceMinor, ...discount }, now))
      .andThen(() =>
        workspace.record(
          {
            type: 'advert.updated',
            data: {
              advert_id: advert.id,
              price: { old: old === null ? null : major(old), new: major(next.priceMinor) },
              currency: advert.currency,
              discount_percent: discount.discountPercent,
              in_stock: null,
            },
          },
          now,
        ),
      )
      .andThen(() =>
        old !== null && next.priceMinor < old
          ? workspace
              .notifySavers(
                {
                  advertId: advert.id,
                  oldPriceMinor: old,
                  newPriceMinor: next.priceMinor,
                  currency: advert.currency,
                  discountPercent: discount.discountPercent,
                },
                now,
              )
              .map(() => undefined)
          : okAsync(undefined),
      );
  }
  return chain.map(() => outcome);
}

function changeStock(
  workspace: OwnerWorkspace,
  adverts: readonly OwnAdvertState[],
  isAvailable: boolean,
  now: Date,
): ResultAsync<Outcome, Unavailable> {
  const outcome: Outcome = { applied: 0, failures: [] };
  let chain: ResultAsync<void, Unavailable> = okAsync(undefined);
  for (const advert of adverts) {
    if (!advert.hasVariants) {
      outcome.failures.push({ advert_id: advert.id, code: 'no_variants' });
      continue;
    }
    outcome.applied += 1;
    chain = chain
      .andThen(() => workspace.setAvailability(advert.id, isAvailable, now))
      .andThen(() =>
        workspace.record(
          {
            type: 'advert.updated',
            data: { advert_id: advert.id, price: null, currency: advert.currency, discount_percent: advert.discountPercent, in_stock: isAvailable },
          },
          now,
        ),
      );
  }
  return chain.map(() => outcome);
}
