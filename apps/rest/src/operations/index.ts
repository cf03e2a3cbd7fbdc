import type { UnionToIntersection } from 'type-fest';
import { createWebhook } from './create-webhook.js';
import { deleteWebhook } from './delete-webhook.js';
import { listEvents } from './list-events.js';
import { listWebhookDeliveries } from './list-webhook-deliveries.js';
import { listWebhooks } from './list-webhooks.js';
import { retryWebhookDelivery } from './retry-webhook-delivery.js';
import { rotateWebhookSecret } from './rotate-webhook-secret.js';
import { testWebhook } from './test-webhook.js';
import { updateWebhook } from './update-webhook.js';
import { archiveAdvert } from './archive-advert.js';
import { bumpAdverts } from './bump-adverts.js';
import { createDraft } from './create-draft.js';
import { fillFromPhotos } from './fill-from-photos.js';
import { getAdvert } from './get-advert.js';
import { getCategories } from './get-categories.js';
import { getCategory } from './get-category.js';
import { getChat } from './get-chat.js';
import { getStorefront } from './get-storefront.js';
import { listChats } from './list-chats.js';
import { listDrafts } from './list-drafts.js';
import { markChatRead } from './mark-chat-read.js';
import { me } from './me.js';
import { myAdverts } from './my-adverts.js';
import { publishDraft } from './publish-draft.js';
import { restoreAdvert } from './restore-advert.js';
import { searchAdverts } from './search-adverts.js';
import { sendMessage } from './send-message.js';
import { updateAdverts } from './update-adverts.js';
import { updateDraft } from './update-draft.js';
import { uploadPhotoFromUrl } from './upload-photo-from-url.js';

/**
 * Every operation of /api/v1, one module each. The Hono routes (app.ts), the OpenAPI document
 * (openapi/document.ts) and the services the app needs (`OperationServices`) are derived from
 * this list. Routes are registered in this order, and the document lists them in it.
 */
export const OPERATIONS = [
  searchAdverts,
  getAdvert,
  getCategories,
  getCategory,
  getStorefront,
  me,
  myAdverts,
  updateAdverts,
  bumpAdverts,
  archiveAdvert,
  restoreAdvert,
  listDrafts,
  createDraft,
  updateDraft,
  publishDraft,
  uploadPhotoFromUrl,
  fillFromPhotos,
  listChats,
  getChat,
  sendMessage,
  markChatRead,
  listEvents,
  listWebhooks,
  createWebhook,
  updateWebhook,
  deleteWebhook,
  testWebhook,
  rotateWebhookSecret,
  listWebhookDeliveries,
  retryWebhookDelivery,
] as const;

type Operation = (typeof OPERATIONS)[number];

/** The use cases the operations need, by name: each one's `Needs`, together. */
export type OperationServices = UnionToIntersection<Parameters<Operation['useCase']>[0]>;
