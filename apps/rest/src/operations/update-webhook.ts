import { updateWebhookInput, webhookOutput, type makeUpdateWebhook } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { webhook } from './webhook-samples.js';

export const updateWebhook = ownerWrite({
  operationId: 'update_webhook',
  summary: 'Change a subscription\'s url, event types, description, or enable and disable it',
  method: 'PATCH',
  path: '/my/webhooks/:webhook_id',
  scope: 'webhooks:manage',
  body: updateWebhookInput,
  bodyExample: { enabled: false },
  response: webhookOutput,
  responseExample: { ...webhook, enabled: false, disabled_reason: 'by_owner' },
  errors: ['not_found', 'webhook_url_not_allowed', 'webhook_address_not_public', 'webhook_host_not_found'],
  useCase: (services: Needs<'updateWebhook', typeof makeUpdateWebhook>) => services.updateWebhook,
});
