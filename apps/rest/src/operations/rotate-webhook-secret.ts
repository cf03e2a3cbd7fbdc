import { webhookIdInput, webhookSecretOutput, type makeRotateWebhookSecret } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { WEBHOOK_ID, WEBHOOK_SECRET } from './webhook-samples.js';

export const rotateWebhookSecret = ownerWrite({
  operationId: 'rotate_webhook_secret',
  summary: 'A new signing secret; for 24 hours deliveries carry signatures with both',
  method: 'POST',
  path: '/my/webhooks/:webhook_id{[^/]+:rotate-secret}',
  scope: 'webhooks:manage',
  body: webhookIdInput,
  bodyExample: {},
  response: webhookSecretOutput,
  responseExample: { webhook_id: WEBHOOK_ID, secret: WEBHOOK_SECRET, previous_secret_expires_at: '2026-11-21T09:30:00.000Z' },
  errors: ['not_found'],
  useCase: (services: Needs<'rotateWebhookSecret', typeof makeRotateWebhookSecret>) => services.rotateWebhookSecret,
});
