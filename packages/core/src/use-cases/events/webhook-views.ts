import { errAsync } from 'neverthrow';
import { notFound, type DomainError } from '../../domain/errors.js';
import { OWNER_EVENT_SCOPES, type OwnerEventType } from '../../domain/owner-event.js';
import type { DeliveryRecord, WebhookRecord } from '../../ports/webhooks.js';
import type { DeliveryView, WebhookView } from '../../schemas/owner-events.js';
import type { ScopeRequired } from '../authenticate.js';
import type { OwnerContext } from '../owner/context.js';

export const presentWebhook = (webhook: WebhookRecord): WebhookView => ({
  webhook_id: webhook.id,
  url: webhook.url,
  events: [...webhook.events],
  description: webhook.description,
  enabled: webhook.enabled,
  disabled_reason: webhook.disabledReason,
  created_at: webhook.createdAt.toISOString(),
});

export const presentDelivery = (delivery: DeliveryRecord): DeliveryView => ({
  delivery_id: delivery.id,
  event_id: delivery.eventId,
  type: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  last_status_code: delivery.lastStatusCode,
  last_error: delivery.lastError,
  next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
  created_at: delivery.createdAt.toISOString(),
});

/** A subscription may name only the types the key could read itself. */
export function lacksReadScope(ctx: OwnerContext, types: readonly OwnerEventType[]): ScopeRequired | null {
  const missing = types.find((type) => !ctx.principal.scopes.includes(OWNER_EVENT_SCOPES[type]));
  return missing ? { code: 'scope_required', message: `the API key lacks the scope ${OWNER_EVENT_SCOPES[missing]} that ${missing} needs` } : null;
}

/** Another account's subscription is as absent as one that never existed. */
export const webhookNotFound = (webhookId: string) => errAsync(notFound(`webhook ${webhookId} not found`));

export type WebhookLimitReached = DomainError<'webhook_limit_reached'>;
