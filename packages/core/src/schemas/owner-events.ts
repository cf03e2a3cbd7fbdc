import { z } from 'zod';
import { OWNER_EVENT_TYPES, type OwnerEventType } from '../domain/owner-event.js';
import { acceptableText, currencyCode, dateTime, languageCode, limit, userText, uuid } from './common.js';

/**
 * The owner's events (issue 26): what each type carries, the feed's input and answer, the
 * webhook subscriptions and their deliveries. The OpenAPI document's `webhooks` section is built
 * from `webhookPayloads`, the same schemas the feed answers with.
 */

export const eventType = z.enum(OWNER_EVENT_TYPES);

const priceChange = z
  .object({
    old: z.number().nullable().meta({ description: 'The price before, in `currency`; null when it had none.' }),
    new: z.number(),
  })
  .nullable()
  .meta({ description: 'null when the price did not change (a stock change).' });

/** What each type's `data` carries. Texts are as users wrote them (spec, convention 6). */
export const EVENT_DATA = {
  'message.received': z
    .object({
      chat_id: uuid,
      message_id: uuid,
      advert_id: uuid.nullable(),
      text: z.string().meta({ description: 'As written, never translated.' }),
      lang: languageCode.nullable(),
      sent_at: dateTime,
    })
    .meta({ id: 'MessageReceivedData' }),
  'chat.read': z.object({ chat_id: uuid, read_at: dateTime }).meta({ id: 'ChatReadData' }),
  'advert.published': z.object({ advert_id: uuid, draft_id: uuid, url: z.string() }).meta({ id: 'AdvertPublishedData' }),
  'advert.updated': z
    .object({
      advert_id: uuid,
      price: priceChange,
      currency: currencyCode,
      discount_percent: z.number().int().nullable(),
      in_stock: z.boolean().nullable().meta({ description: 'Set by a stock change; null when the change was of the price.' }),
    })
    .meta({ id: 'AdvertUpdatedData' }),
  'advert.bumped': z.object({ advert_id: uuid, kind: z.enum(['free', 'paid']) }).meta({ id: 'AdvertBumpedData' }),
  'advert.archived': z
    .object({ advert_id: uuid, reason: z.enum(['sold_elsewhere', 'other']).nullable() })
    .meta({ id: 'AdvertArchivedData' }),
  'advert.restored': z.object({ advert_id: uuid }).meta({ id: 'AdvertRestoredData' }),
  'webhook.test': z.object({ webhook_id: uuid }).meta({ id: 'WebhookTestData' }),
} as const satisfies Record<OwnerEventType, z.ZodType>;

export type EventData<T extends OwnerEventType> = z.output<(typeof EVENT_DATA)[T]>;

const feedEvent = <T extends OwnerEventType>(type: T) =>
  z.object({ id: uuid.meta({ description: 'Stable across pages and deliveries.' }), type: z.literal(type), created_at: dateTime, data: EVENT_DATA[type] });

export const ownerEventOutput = z
  .discriminatedUnion('type', OWNER_EVENT_TYPES.map(feedEvent) as unknown as [ReturnType<typeof feedEvent>, ...ReturnType<typeof feedEvent>[]])
  .meta({ id: 'OwnerEvent' });
export type OwnerEventView = z.output<typeof ownerEventOutput>;

/** The body of a webhook delivery of each type: the event with `timestamp` for `created_at`. */
export const webhookPayloads = Object.fromEntries(
  OWNER_EVENT_TYPES.map((type) => [
    type,
    z
      .object({ id: uuid, type: z.literal(type), timestamp: dateTime, data: EVENT_DATA[type] })
      .meta({ id: `${type.split('.').map((part) => part[0]!.toUpperCase() + part.slice(1)).join('')}Event` }),
  ]),
) as unknown as Record<OwnerEventType, z.ZodObject>;

const typesFilter = z
  .array(eventType)
  .min(1)
  .max(OWNER_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

export const listEventsInput = z.strictObject({
  after: z
    .string()
    .max(64)
    .optional()
    .meta({ description: '`next_cursor` of the previous page; omitted: the oldest retained event.' }),
  limit: limit(100, 50),
  types: typesFilter.optional().meta({ description: 'Only these types (repeat the parameter).' }),
});
export type ListEventsInput = z.output<typeof listEventsInput>;

export const eventsOutput = z
  .object({
    events: z.array(ownerEventOutput),
    next_cursor: z.string().meta({ description: 'Give it as `after` for the events that follow; it never skips one.' }),
  })
  .meta({ id: 'OwnerEvents' });
export type EventsPage = z.output<typeof eventsOutput>;

// Webhook subscriptions

export const WEBHOOK_URL_MAX_LENGTH = 2048;
const webhookUrl = z
  .string()
  .check(acceptableText())
  .max(WEBHOOK_URL_MAX_LENGTH)
  .meta({ description: 'https, on a public address (checked when saved and at every delivery).' });
const description = userText(200);
const subscribedTypes = z
  .array(eventType.exclude(['webhook.test']))
  .min(1)
  .max(OWNER_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

export const createWebhookInput = z.strictObject({
  url: webhookUrl,
  events: subscribedTypes.meta({ description: 'The event types to deliver; each needs its read scope on the key.' }),
  description: description.optional(),
});
export type CreateWebhookInput = z.output<typeof createWebhookInput>;

export const updateWebhookInput = z.strictObject({
  webhook_id: uuid,
  url: webhookUrl.optional(),
  events: subscribedTypes.optional(),
  description: description.nullable().optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookInput = z.output<typeof updateWebhookInput>;

export const webhookIdInput = z.strictObject({ webhook_id: uuid });
export const listWebhooksInput = z.strictObject({});

export const webhookOutput = z
  .object({
    webhook_id: uuid,
    url: z.string(),
    events: z.array(eventType),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z
      .enum(['by_owner', 'failing'])
      .nullable()
      .meta({ description: '`failing`: every delivery failed for 5 days; enable it again with PATCH.' }),
    created_at: dateTime,
  })
  .meta({ id: 'Webhook' });
export type WebhookView = z.output<typeof webhookOutput>;

export const webhookCreatedOutput = webhookOutput
  .extend({ secret: z.string().meta({ description: '`whsec_` + base64; shown only in this answer.' }) })
  .meta({ id: 'WebhookWithSecret' });
export type WebhookCreated = z.output<typeof webhookCreatedOutput>;

export const webhooksOutput = z.object({ webhooks: z.array(webhookOutput) }).meta({ id: 'Webhooks' });

export const webhookSecretOutput = z
  .object({
    webhook_id: uuid,
    secret: z.string(),
    previous_secret_expires_at: dateTime.meta({ description: 'Until then every delivery is signed with both secrets.' }),
  })
  .meta({ id: 'WebhookSecret' });

export const webhookDeletedOutput = z.object({ webhook_id: uuid, deleted: z.literal(true) }).meta({ id: 'WebhookDeleted' });

export const webhookTestOutput = z
  .object({ webhook_id: uuid, event_id: uuid, delivery_id: uuid })
  .meta({ id: 'WebhookTestSent' });

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const listDeliveriesInput = z.strictObject({ webhook_id: uuid, limit: limit(100, 20) });

export const deliveryOutput = z
  .object({
    delivery_id: uuid,
    event_id: uuid,
    type: eventType,
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: dateTime.nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'WebhookDelivery' });
export type DeliveryView = z.output<typeof deliveryOutput>;

export const deliveriesOutput = z.object({ deliveries: z.array(deliveryOutput) }).meta({ id: 'WebhookDeliveries' });

export const retryDeliveryInput = z.strictObject({ webhook_id: uuid, delivery_id: uuid });
