import { err, ok, type Result } from 'neverthrow';
import type { DomainError } from './errors.js';

/** The plans and their limits, as data (design brief). `null` means unlimited. */
export const PLAN_NAMES = ['free', 'basic', 'plus', 'pro'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface Plan {
  readonly name: PlanName;
  /** Active adverts allowed at once. */
  readonly advertsLimit: number | null;
  /** Paid bumps per calendar month (UTC). */
  readonly monthlyBumps: number;
  /** Assistant messages per UTC day. */
  readonly dailyAssistantMessages: number;
}

export const PLANS: Readonly<Record<PlanName, Plan>> = {
  free: { name: 'free', advertsLimit: 10, monthlyBumps: 0, dailyAssistantMessages: 20 },
  basic: { name: 'basic', advertsLimit: 50, monthlyBumps: 10, dailyAssistantMessages: 100 },
  plus: { name: 'plus', advertsLimit: 200, monthlyBumps: 40, dailyAssistantMessages: 300 },
  pro: { name: 'pro', advertsLimit: null, monthlyBumps: 150, dailyAssistantMessages: 1000 },
};

export const isPlanName = (value: string): value is PlanName => (PLAN_NAMES as readonly string[]).includes(value);

/** Slots left for active adverts; null when the plan is unlimited. */
export const advertSlotsLeft = (plan: Plan, activeAdverts: number): number | null =>
  plan.advertsLimit === null ? null : Math.max(0, plan.advertsLimit - activeAdverts);

/** Paid bumps left this UTC month: the plan's monthly quota less those used, never below zero. */
export const bumpQuotaLeft = (plan: Plan, paidBumpsThisMonth: number): number =>
  Math.max(0, plan.monthlyBumps - paidBumpsThisMonth);

export type AdvertLimitReached = DomainError<'advert_limit_reached'>;

/**
 * The plan-limit rule of every write that makes one more advert active (publish, restore): ok
 * while the plan has a free slot, else `advert_limit_reached` naming the limit.
 */
export function checkAdvertLimit(planName: PlanName, activeAdverts: number): Result<void, AdvertLimitReached> {
  const plan = PLANS[planName];
  if (advertSlotsLeft(plan, activeAdverts) !== 0) return ok(undefined);
  return err({ code: 'advert_limit_reached', message: `the ${plan.name} plan allows ${plan.advertsLimit} active adverts` });
}
