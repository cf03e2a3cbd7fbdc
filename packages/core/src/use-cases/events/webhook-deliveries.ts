import { okAsync } from 'neverthrow';
import type { Clock } from '../../ports/clock.js';
import type { Webhooks } from '../../ports/webhooks.js';
import { listDeliveriesInput, retryDeliveryInput } from '../../schemas/owner-events.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { presentDelivery, webhookNotFound } from './webhook-views.js';

/** A subscription's deliveries, newest first. */
export function makeListWebhookDeliveries(deps: { readonly webhooks: Webhooks }) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', listDeliveriesInput, raw, ctx, ({ webhook_id, limit }) =>
      deps.webhooks
        .deliveries(ctx.principal.userId, webhook_id, limit)
        .andThen((deliveries) => (deliveries ? okAsync({ deliveries: deliveries.map(presentDelivery) }) : webhookNotFound(webhook_id))),
    );
}

/** Sends a delivery again now, with a fresh count of attempts (a failed one, or one waiting for its retry). */
export function makeRetryWebhookDelivery(deps: { readonly webhooks: Webhooks; readonly clock: Clock }) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', retryDeliveryInput, raw, ctx, ({ webhook_id, delivery_id }) =>
      deps.webhooks
        .retryDelivery(ctx.principal.userId, webhook_id, delivery_id, deps.clock.now())
        .andThen((delivery) => (delivery ? okAsync(presentDelivery(delivery)) : webhookNotFound(`${webhook_id} or delivery ${delivery_id}`))),
    );
}
