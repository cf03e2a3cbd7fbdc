import { listWebhooksInput, webhooksOutput, type makeListWebhooks } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';
import { webhook } from './webhook-samples.js';

export const listWebhooks = ownerRead({
  operationId: 'list_webhooks',
  summary: 'The owner\'s webhook subscriptions, without their secrets',
  method: 'GET',
  path: '/my/webhooks',
  scope: 'webhooks:manage',
  query: listWebhooksInput,
  response: webhooksOutput,
  responseExample: { webhooks: [webhook] },
  errors: [],
  useCase: (services: Needs<'listWebhooks', typeof makeListWebhooks>) => services.listWebhooks,
});
