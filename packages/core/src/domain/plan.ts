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
