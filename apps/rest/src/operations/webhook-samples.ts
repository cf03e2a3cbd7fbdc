import type { DeliveryView, OwnerEventView, WebhookView } from '@marketplace/core';
import { ADVERT_ID, CHAT_ID } from './samples.js';

/** The pieces the event and webhook operations' examples share. */
export const WEBHOOK_ID = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
export const EVENT_ID = '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b';
export const DELIVERY_ID = '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d';
export const WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw5eG3WxFBbBw=';
const CREATED_AT = '2026-11-20T09:30:00.000Z';

export const priceEvent: OwnerEventView = {
  id: EVENT_ID,
  type: 'advert.updated',
  created_at: CREATED_AT,
  data: { advert_id: ADVERT_ID, price: { old: 580, new: 520 }, currency: 'EUR', discount_percent: 10, in_stock: null },
};

export const messageEvent: OwnerEventView = {
  id: '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c',
  type: 'message.received',
  created_at: '2026-11-20T09:31:00.000Z',
  data: {
    chat_id: CHAT_ID,
    message_id: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
    advert_id: ADVERT_ID,
    text: 'Is it still available?',
    lang: 'en',
    sent_at: '2026-11-20T09:31:00.000Z',
  },
};

export const webhook: WebhookView = {
  webhook_id: WEBHOOK_ID,
  url: 'https://crm.example.com/hooks/marketplace',
  events: ['message.received', 'advert.updated'],
  description: 'CRM',
  enabled: true,
  disabled_reason: null,
  created_at: CREATED_AT,
};

export const delivery: DeliveryView = {
  delivery_id: DELIVERY_ID,
  event_id: EVENT_ID,
  type: 'advert.updated',
  status: 'pending',
  attempts: 1,
  last_status_code: 503,
  last_error: 'the receiver answered 503: Service Unavailable',
  next_attempt_at: '2026-11-20T09:30:05.000Z',
  created_at: CREATED_AT,
};

