import { deliveriesOutput, listDeliveriesInput, type makeListWebhookDeliveries } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';
import { delivery } from './webhook-samples.js';

export const listWebhookDeliveries = ownerRead({
  operationId: 'list_webhook_deliveries',
  summary: 'A subscription\'s deliveries, newest first',
  method: 'GET',
  path: '/my/webhooks/:webhook_id/deliveries',
  scope: 'webhooks:manage',
  query: listDeliveriesInput,
  response: deliveriesOutput,
  responseExample: { deliveries: [delivery] },
  errors: ['not_found'],
  useCase: (services: Needs<'listWebhookDeliveries', typeof makeListWebhookDeliveries>) => services.listWebhookDeliveries,
});
