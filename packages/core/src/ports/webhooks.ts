import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { OwnerEventType } from '../domain/owner-event.js';
import type { DeliveryStatus, WebhookUrlRefusal } from '../domain/webhook.js';

export interface WebhookRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly url: string;
  readonly events: readonly OwnerEventType[];
  readonly description: string | null;
  readonly enabled: boolean;
  readonly disabledReason: 'by_owner' | 'failing' | null;
  readonly createdAt: Date;
}

export interface NewWebhook {
  readonly id: string;
  readonly ownerId: string;
  readonly url: string;
  readonly events: readonly OwnerEventType[];
  readonly description: string | null;
  readonly secret: string;
  readonly createdAt: Date;
}

export interface WebhookChanges {
  readonly url?: string;
  readonly events?: readonly OwnerEventType[];
  readonly description?: string | null;
  readonly enabled?: boolean;
}

export interface DeliveryRecord {
  readonly id: string;
  readonly eventId: string;
  readonly type: OwnerEventType;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  readonly nextAttemptAt: Date | null;
  readonly createdAt: Date;
}

/** An owner's webhook subscriptions. Every method takes the owner: another's answers as absent (null/false). */
export interface Webhooks {
  /** Stores it unless the owner has `max` already (then null), counted under the owner's lock. */
  create(webhook: NewWebhook, max: number): ResultAsync<WebhookRecord | null, Unavailable>;
  list(ownerId: string): ResultAsync<WebhookRecord[], Unavailable>;
  update(ownerId: string, webhookId: string, changes: WebhookChanges, now: Date): ResultAsync<WebhookRecord | null, Unavailable>;
  /** Deletes it with its deliveries. */
  remove(ownerId: string, webhookId: string): ResultAsync<boolean, Unavailable>;
  /** The new secret signs from now on; the old one signs too until `previousUntil`. */
  rotateSecret(ownerId: string, webhookId: string, secret: string, previousUntil: Date, now: Date): ResultAsync<boolean, Unavailable>;
  /** Records a `webhook.test` event and its delivery to this subscription only, in one transaction. */
  sendTest(
    ownerId: string,
    webhookId: string,
    ids: { readonly eventId: string; readonly deliveryId: string },
    now: Date,
  ): ResultAsync<boolean, Unavailable>;
  /** Newest first; null when not the owner's. */
  deliveries(ownerId: string, webhookId: string, limit: number): ResultAsync<DeliveryRecord[] | null, Unavailable>;
  /** Puts the delivery back to pending with a fresh count, due now; null when not found, false when in flight. */
  retryDelivery(ownerId: string, webhookId: string, deliveryId: string, now: Date): ResultAsync<DeliveryRecord | null, Unavailable>;
}

/** A delivery claimed for sending: the event as it is sent and the subscription's secrets. */
export interface ClaimedDelivery {
  readonly deliveryId: string;
  readonly webhookId: string;
  readonly attempts: number;
  readonly url: string;
  /** The current secret, and the previous one while its overlap lasts. */
  readonly secrets: readonly string[];
  readonly event: { readonly id: string; readonly type: OwnerEventType; readonly createdAt: Date; readonly data: unknown };
}

export interface WebhookQueueStats {
  readonly pending: number;
  readonly failed: number;
  readonly oldestPendingAt: Date | null;
}

/** A delivery as operators see it (`cli webhooks list`). */
export interface OperatorDeliveryRecord extends DeliveryRecord {
  readonly webhookId: string;
  readonly ownerId: string;
  readonly url: string;
}

/**
 * The webhook outbox, drained by every server process. A claim is a lease: other drainers skip a
 * claimed delivery until it runs out, so a killed process's deliveries are sent again later.
 */
export interface WebhookOutbox {
  claim(limit: number, now: Date, leaseUntil: Date): ResultAsync<ClaimedDelivery[], Unavailable>;
  markDelivered(deliveryId: string, statusCode: number, at: Date): ResultAsync<void, Unavailable>;
  /**
   * Records a failed attempt: the delivery waits until `nextAttemptAt`, or is `failed` when that is
   * null. The subscription counts as failing since its first failure after a success; one failing
   * since before `disableIfFailingSince` is disabled.
   */
  markFailedAttempt(
    deliveryId: string,
    outcome: { readonly statusCode: number | null; readonly error: string },
    nextAttemptAt: Date | null,
    now: Date,
    disableIfFailingSince: Date,
  ): ResultAsync<void, Unavailable>;
  stats(): ResultAsync<WebhookQueueStats, Unavailable>;
  /** Newest first. */
  list(filter: { readonly status?: DeliveryStatus; readonly limit: number }): ResultAsync<OperatorDeliveryRecord[], Unavailable>;
  /** Failed (or idle pending) deliveries back to pending, due now; returns how many. */
  retry(target: { readonly ids: readonly string[] } | 'all_failed', now: Date): ResultAsync<number, Unavailable>;
  /** Deletes delivered and failed deliveries finished before `before`. */
  prune(before: Date): ResultAsync<number, Unavailable>;
}

export interface WebhookRequest {
  readonly url: string;
  readonly eventId: string;
  /** Unix seconds, signed and sent as webhook-timestamp. */
  readonly timestamp: number;
  readonly body: string;
  readonly secrets: readonly string[];
}

/** What one attempt gave: a 2xx in time, or why not (status when there was an answer). */
export type WebhookAttempt =
  | { readonly delivered: true; readonly statusCode: number }
  | { readonly delivered: false; readonly statusCode: number | null; readonly error: string };

/** Sends signed deliveries, and checks urls with the same network policy. */
export interface WebhookSender {
  send(request: WebhookRequest): ResultAsync<WebhookAttempt, never>;
  /** Null when the url may be delivered to now; else why not. */
  check(url: string): ResultAsync<WebhookUrlRefusal | null, never>;
}
