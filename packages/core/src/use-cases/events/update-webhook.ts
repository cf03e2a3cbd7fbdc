import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { NotFound, Unavailable } from '../../domain/errors.js';
import type { WebhookUrlRefusal } from '../../domain/webhook.js';
import type { ScopeRequired } from '../authenticate.js';
import type { Clock } from '../../ports/clock.js';
import type { Webhooks, WebhookSender } from '../../ports/webhooks.js';
import { updateWebhookInput, type WebhookView } from '../../schemas/owner-events.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { lacksReadScope, presentWebhook, webhookNotFound } from './webhook-views.js';

export interface UpdateWebhookDeps {
  readonly webhooks: Webhooks;
  readonly sender: WebhookSender;
  readonly clock: Clock;
}

/** Changes the url (checked again), the types (each readable by the key), the description or `enabled`. */
export function makeUpdateWebhook(deps: UpdateWebhookDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', updateWebhookInput, raw, ctx, ({ webhook_id, ...changes }) => {
      const missing = changes.events ? lacksReadScope(ctx, changes.events) : null;
      if (missing) return errAsync<WebhookView, ScopeRequired | WebhookUrlRefusal | NotFound | Unavailable>(missing);
      const checked: ResultAsync<WebhookUrlRefusal | null, never> = changes.url ? deps.sender.check(changes.url) : okAsync(null);
      return checked.andThen((refused): ResultAsync<WebhookView, WebhookUrlRefusal | NotFound | Unavailable> => {
        if (refused) return errAsync({ ...refused, field: 'url' });
        return deps.webhooks
          .update(ctx.principal.userId, webhook_id, changes, deps.clock.now())
          .andThen((updated) => (updated ? okAsync<WebhookView>(presentWebhook(updated)) : webhookNotFound(webhook_id)));
      });
    });
}
