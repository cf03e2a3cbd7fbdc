import { okAsync } from 'neverthrow';
import type { IdGenerator } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import type { Webhooks } from '../../ports/webhooks.js';
import { webhookIdInput } from '../../schemas/owner-events.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { webhookNotFound } from './webhook-views.js';

export interface TestWebhookDeps {
  readonly webhooks: Webhooks;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** Queues a `webhook.test` event for this subscription alone (enabled or not), due now. */
export function makeTestWebhook(deps: TestWebhookDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', webhookIdInput, raw, ctx, ({ webhook_id }) => {
      const ids = { eventId: deps.ids.newId(), deliveryId: deps.ids.newId() };
      return deps.webhooks
        .sendTest(ctx.principal.userId, webhook_id, ids, deps.clock.now())
        .andThen((sent) =>
          sent ? okAsync({ webhook_id, event_id: ids.eventId, delivery_id: ids.deliveryId }) : webhookNotFound(webhook_id),
        );
    });
}
