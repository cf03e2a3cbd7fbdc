import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Unavailable } from '../../domain/errors.js';
import type { WebhookUrlRefusal } from '../../domain/webhook.js';
import type { ScopeRequired } from '../authenticate.js';
import { MAX_WEBHOOKS_PER_ACCOUNT, WEBHOOK_SECRET_BYTES, WEBHOOK_SECRET_PREFIX } from '../../domain/webhook.js';
import type { IdGenerator, SecretGenerator } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import type { Webhooks, WebhookSender } from '../../ports/webhooks.js';
import { createWebhookInput, type WebhookCreated } from '../../schemas/owner-events.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { lacksReadScope, presentWebhook, type WebhookLimitReached } from './webhook-views.js';

export interface CreateWebhookDeps {
  readonly webhooks: Webhooks;
  readonly sender: WebhookSender;
  readonly ids: IdGenerator;
  readonly secrets: SecretGenerator;
  readonly clock: Clock;
}

/** Subscribes a url to event types the key can read; the secret is in this answer only. */
export function makeCreateWebhook(deps: CreateWebhookDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', createWebhookInput, raw, ctx, (input) => {
      const missing = lacksReadScope(ctx, input.events);
      if (missing) return errAsync<WebhookCreated, ScopeRequired | WebhookUrlRefusal | WebhookLimitReached | Unavailable>(missing);
      return deps.sender.check(input.url).andThen((refused): ResultAsync<WebhookCreated, WebhookUrlRefusal | WebhookLimitReached | Unavailable> => {
        if (refused) return errAsync({ ...refused, field: 'url' });
        const secret = `${WEBHOOK_SECRET_PREFIX}${deps.secrets.base64(WEBHOOK_SECRET_BYTES)}`;
        const webhook = {
          id: deps.ids.newId(),
          ownerId: ctx.principal.userId,
          url: input.url,
          events: input.events,
          description: input.description ?? null,
          secret,
          createdAt: deps.clock.now(),
        };
        return deps.webhooks.create(webhook, MAX_WEBHOOKS_PER_ACCOUNT).andThen((created) => {
          if (created === null) {
            const limit: WebhookLimitReached = {
              code: 'webhook_limit_reached',
              message: `an account has at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhook subscriptions; delete one first`,
            };
            return errAsync(limit);
          }
          return okAsync<WebhookCreated>({ ...presentWebhook(created), secret });
        });
      });
    });
}
