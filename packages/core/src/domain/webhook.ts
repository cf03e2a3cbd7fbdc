import type { DomainError } from './errors.js';

export const MAX_WEBHOOKS_PER_ACCOUNT = 10;
/** `whsec_` + base64 of this many random bytes (Standard Webhooks asks for 24 to 64). */
export const WEBHOOK_SECRET_BYTES = 32;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** After a rotation, deliveries are signed with the old secret too for this long. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** A subscription whose every attempt failed for this long is disabled. */
export const DISABLE_FAILING_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
/** A receiver's answer must come within this; no more of it than `WEBHOOK_ANSWER_KEPT_BYTES` is kept. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_ANSWER_KEPT_BYTES = 1024;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export type WebhookUrlRefusal = DomainError<'webhook_url_not_allowed' | 'webhook_address_not_public' | 'webhook_host_not_found'>;

/**
 * How deliveries are retried: the wait after each failed attempt (issue 26's example: at once,
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: 8 attempts over about 28 hours), each wait spread by
 * ±`jitter` of itself so that receivers coming back are not hit by every sender at once.
 */
export interface WebhookDeliveryPolicy {
  readonly retryDelaysMs: readonly number[];
  readonly jitter: number;
  readonly batchSize: number;
  /** A claim's lease; a batch stops starting sends past half of it. */
  readonly leaseMs: number;
  /** How many deliveries of a batch are sent at the same time. */
  readonly concurrency: number;
}

export const DEFAULT_WEBHOOK_POLICY: WebhookDeliveryPolicy = {
  retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
  jitter: 0.2,
  batchSize: 50,
  leaseMs: 60_000,
  concurrency: 16,
};

/** The wait before the next attempt after `attempts` failed ones; null when none is left. */
export function nextAttemptDelayMs(attempts: number, random: number, policy: Pick<WebhookDeliveryPolicy, 'retryDelaysMs' | 'jitter'>): number | null {
  const base = policy.retryDelaysMs[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - policy.jitter + 2 * policy.jitter * random));
}
