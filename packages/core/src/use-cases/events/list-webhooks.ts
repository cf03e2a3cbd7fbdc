import type { Webhooks } from '../../ports/webhooks.js';
import { listWebhooksInput } from '../../schemas/owner-events.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { presentWebhook } from './webhook-views.js';

/** The owner's subscriptions, oldest first, without their secrets. */
export function makeListWebhooks(deps: { readonly webhooks: Webhooks }) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', listWebhooksInput, raw, ctx, () =>
      deps.webhooks.list(ctx.principal.userId).map((webhooks) => ({ webhooks: webhooks.map(presentWebhook) })),
    );
}
