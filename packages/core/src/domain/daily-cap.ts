import { DAY_MS, startOfUtcDay } from './time.js';
import type { DomainError } from './errors.js';

/**
 * The spec's daily caps per user, over all their keys, per UTC day (Limits). publish_draft takes
 * its unit inside the owner's transaction after its checks pass; the others take a unit before
 * their outside work and give it back when that fails (decision 0033-daily-cap-units).
 */
export const DAILY_CAPS = {
  publish_draft: 50,
  send_message: 100,
  upload_photo_from_url: 200,
  fill_from_photos: 100,
} as const;

export type CappedOperation = keyof typeof DAILY_CAPS;

export type RateLimited = DomainError<'rate_limited'> & { readonly retryAfter: number };

/** Whole seconds from `at` until the next UTC midnight, when every daily cap resets (at least 1). */
export const secondsUntilUtcMidnight = (at: Date): number =>
  Math.max(1, Math.ceil((startOfUtcDay(at).getTime() + DAY_MS - at.getTime()) / 1000));

export const dailyCapReached = (operation: CappedOperation, at: Date): RateLimited => ({
  code: 'rate_limited',
  message: `the daily limit of ${DAILY_CAPS[operation]} for ${operation} is reached; it resets at 00:00 UTC`,
  retryAfter: secondsUntilUtcMidnight(at),
});

/** The UTC calendar day of `at` as YYYY-MM-DD, the key of a day's counter. */
export const utcDayKey = (at: Date): string => startOfUtcDay(at).toISOString().slice(0, 10);
