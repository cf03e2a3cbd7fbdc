import { addMs, DAY_MS } from './time.js';

export const FREE_BUMP_INTERVAL_MS = 7 * DAY_MS;
export const PAID_BUMP_COOLDOWN_MS = DAY_MS;

export type BumpKind = 'free' | 'paid';
export type BumpFailure = 'cooldown' | 'quota_exhausted';

export interface BumpState {
  readonly createdAt: Date;
  readonly lastFreeBumpAt: Date | null;
  readonly lastBumpAt: Date | null;
}

/** A free bump is due once its last free bump is a week old (at once when it never had one). */
export const nextFreeBumpAt = (state: BumpState): Date =>
  state.lastFreeBumpAt === null ? state.createdAt : addMs(state.lastFreeBumpAt, FREE_BUMP_INTERVAL_MS);

/**
 * Free weekly bump first; otherwise one from the plan's monthly quota if the advert was not
 * bumped in the last 24 hours; otherwise it stays on cooldown (design brief).
 */
export function decideBump(state: BumpState, now: Date, quotaLeft: number): BumpKind | BumpFailure {
  if (nextFreeBumpAt(state) <= now) return 'free';
  if (state.lastBumpAt !== null && now.getTime() - state.lastBumpAt.getTime() < PAID_BUMP_COOLDOWN_MS) return 'cooldown';
  return quotaLeft > 0 ? 'paid' : 'quota_exhausted';
}
