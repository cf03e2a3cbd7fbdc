import { okAsync } from 'neverthrow';
import type { Webhooks } from '../../ports/webhooks.js';
import { webhookIdInput } from '../../schemas/owner-events.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { webhookNotFound } from './webhook-views.js';

/** Deletes a subscription and its deliveries (pending ones are not sent). */
export function makeDeleteWebhook(deps: { readonly webhooks: Webhooks }) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', webhookIdInput, raw, ctx, ({ webhook_id }) =>
      deps.webhooks
        .remove(ctx.principal.userId, webhook_id)
        .andThen((removed) => (removed ? okAsync({ webhook_id, deleted: true as const }) : webhookNotFound(webhook_id))),
    );
}
