import { webhookDeletedOutput, webhookIdInput, type makeDeleteWebhook } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { WEBHOOK_ID } from './webhook-samples.js';

export const deleteWebhook = ownerWrite({
  operationId: 'delete_webhook',
  summary: 'Delete a subscription with its deliveries',
  method: 'POST',
  path: '/my/webhooks/:webhook_id{[^/]+:delete}',
  scope: 'webhooks:manage',
  body: webhookIdInput,
  bodyExample: {},
  response: webhookDeletedOutput,
  responseExample: { webhook_id: WEBHOOK_ID, deleted: true },
  errors: ['not_found'],
  useCase: (services: Needs<'deleteWebhook', typeof makeDeleteWebhook>) => services.deleteWebhook,
});
