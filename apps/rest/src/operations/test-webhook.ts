import { webhookIdInput, webhookTestOutput, type makeTestWebhook } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { DELIVERY_ID, EVENT_ID, WEBHOOK_ID } from './webhook-samples.js';

export const testWebhook = ownerWrite({
  operationId: 'test_webhook',
  summary: 'Send a webhook.test event to this subscription now',
  method: 'POST',
  path: '/my/webhooks/:webhook_id{[^/]+:test}',
  scope: 'webhooks:manage',
  body: webhookIdInput,
  bodyExample: {},
  response: webhookTestOutput,
  responseExample: { webhook_id: WEBHOOK_ID, event_id: EVENT_ID, delivery_id: DELIVERY_ID },
  errors: ['not_found'],
  useCase: (services: Needs<'testWebhook', typeof makeTestWebhook>) => services.testWebhook,
});
