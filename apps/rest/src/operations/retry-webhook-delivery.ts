import { deliveryOutput, retryDeliveryInput, type makeRetryWebhookDelivery } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { delivery } from './webhook-samples.js';

export const retryWebhookDelivery = ownerWrite({
  operationId: 'retry_webhook_delivery',
  summary: 'Send a delivery again now, with a fresh count of attempts',
  method: 'POST',
  path: '/my/webhooks/:webhook_id/deliveries/:delivery_id{[^/]+:retry}',
  scope: 'webhooks:manage',
  body: retryDeliveryInput,
  bodyExample: {},
  response: deliveryOutput,
  responseExample: { ...delivery, attempts: 0, next_attempt_at: delivery.created_at },
  errors: ['not_found'],
  useCase: (services: Needs<'retryWebhookDelivery', typeof makeRetryWebhookDelivery>) => services.retryWebhookDelivery,
});
