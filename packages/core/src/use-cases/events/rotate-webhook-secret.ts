import { okAsync } from 'neverthrow';
import { addMs } from '../../domain/time.js';
import { SECRET_OVERLAP_MS, WEBHOOK_SECRET_BYTES, WEBHOOK_SECRET_PREFIX } from '../../domain/webhook.js';
import type { SecretGenerator } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import type { Webhooks } from '../../ports/webhooks.js';
import { webhookIdInput } from '../../schemas/owner-events.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { webhookNotFound } from './webhook-views.js';

export interface RotateWebhookSecretDeps {
  readonly webhooks: Webhooks;
  readonly secrets: SecretGenerator;
  readonly clock: Clock;
}

/** A new secret; for 24 hours every delivery carries signatures with both. */
export function makeRotateWebhookSecret(deps: RotateWebhookSecretDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('webhooks:manage', webhookIdInput, raw, ctx, ({ webhook_id }) => {
      const now = deps.clock.now();
      const until = addMs(now, SECRET_OVERLAP_MS);
      const secret = `${WEBHOOK_SECRET_PREFIX}${deps.secrets.base64(WEBHOOK_SECRET_BYTES)}`;
      return deps.webhooks
        .rotateSecret(ctx.principal.userId, webhook_id, secret, until, now)
        .andThen((rotated) =>
          rotated ? okAsync({ webhook_id, secret, previous_secret_expires_at: until.toISOString() }) : webhookNotFound(webhook_id),
        );
    });
}
