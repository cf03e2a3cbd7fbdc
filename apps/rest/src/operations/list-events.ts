import { eventsOutput, listEventsInput, type makeListEvents } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';
import { messageEvent, priceEvent } from './webhook-samples.js';

export const listEvents = ownerRead({
  operationId: 'list_events',
  summary: 'The owner\'s events, oldest first, after a cursor',
  description:
    'Messages, reads, publishes, price and stock changes, bumps, archiving and restoring, and webhook tests: the types ' +
    'the key\'s scopes can read (adverts:read, chats:read, webhooks:manage). Following `next_cursor` never misses an ' +
    'event nor gets one twice. Events are kept 30 days; an older cursor answers 410 cursor_expired.',
  method: 'GET',
  path: '/my/events',
  scope: ['adverts:read', 'chats:read', 'webhooks:manage'],
  query: listEventsInput,
  response: eventsOutput,
  responseExample: { events: [priceEvent, messageEvent], next_cursor: 'ev1.2s.t4m2qo' },
  errors: ['cursor_expired'],
  useCase: (services: Needs<'listEvents', typeof makeListEvents>) => services.listEvents,
});
