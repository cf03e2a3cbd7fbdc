import { createWebhookInput, webhookCreatedOutput, type makeCreateWebhook } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { webhook, WEBHOOK_SECRET } from './webhook-samples.js';

export const createWebhook = ownerWrite({
  operationId: 'create_webhook',
  summary: 'Subscribe a url to event types; the signing secret is in this answer only',
  description:
    'Deliveries are signed in the Standard Webhooks format (webhook-id, webhook-timestamp, webhook-signature). The ' +
    'url must be https on a public address. Each type needs its read scope on the key; at most 10 per account.',
  method: 'POST',
  path: '/my/webhooks',
  scope: 'webhooks:manage',
  body: createWebhookInput,
  bodyExample: { url: webhook.url, events: webhook.events, description: 'CRM' },
  response: webhookCreatedOutput,
  responseExample: { ...webhook, secret: WEBHOOK_SECRET },
  errors: ['webhook_url_not_allowed', 'webhook_address_not_public', 'webhook_host_not_found', 'webhook_limit_reached'],
  useCase: (services: Needs<'createWebhook', typeof makeCreateWebhook>) => services.createWebhook,
});
