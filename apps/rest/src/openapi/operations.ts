import type { z } from 'zod';
import {
  accountOutput,
  advertOutput,
  advertStatusOutput,
  archiveAdvertInput,
  bumpAdvertsInput,
  bumpResultOutput,
  categoriesOutput,
  chatReadOutput,
  chatsOutput,
  markChatReadInput,
  messageOutput,
  messagesOutput,
  sendMessageInput,
  createDraftInput,
  PHOTO_REJECTION_CODES,
  draftListOutput,
  draftOutput,
  fillFromPhotosInput,
  publishDraftInput,
  recognizedItemOutput,
  updateDraftInput,
  uploadedPhotoOutput,
  uploadPhotoInput,
  myAdvertsOutput,
  restoreAdvertInput,
  searchResultOutput,
  storefrontOutput,
  updateAdvertsInput,
  updateResultOutput,
} from '@marketplace/core';
import type { RestErrorCode } from '../errors/status.js';
import type { OwnerRoute } from '../owner/routes.js';
import type { PublicReadRoute } from '../public-reads/routes.js';
import * as examples from './examples.js';

/** Every operation a route table serves. */
export type OperationName = PublicReadRoute['operation'] | OwnerRoute['operation'];

/**
 * What the route tables do not already say about an operation: its answer, a body schema for
 * writes (the route tables hand bodies to the use case untyped), the error codes only it can
 * answer, and examples. Query parameters, path, method and scope come from the route tables.
 */
export interface OperationDoc {
  readonly summary: string;
  readonly description?: string;
  /** The schema of a 200 answer; it must carry a registry id (`.meta({ id })`). */
  readonly response: z.ZodType;
  readonly responseExample: unknown;
  /** Body schema of a write (the use case's input); the path's id field is left out of the body. */
  readonly body?: z.ZodObject;
  readonly bodyExample?: unknown;
  /** Codes beyond those every operation of its kind can answer (see errorsOf in document.ts). */
  readonly errors: readonly RestErrorCode[];
}

/**
 * One entry per operation, typed over the route tables' operation names: an operation added to a
 * route table does not compile until it is documented here.
 */
export const OPERATION_DOCS: Readonly<Record<OperationName, OperationDoc>> = {
  search_adverts: {
    summary: 'Search active adverts',
    description:
      'Two keyword sets are merged (one in the user\'s language, one in Serbian Latin); with filters only, omit `queries`. ' +
      'A list parameter is repeated: `queries=a&queries=b`.',
    response: searchResultOutput,
    responseExample: examples.searchResult,
    errors: [],
  },
  get_advert: {
    summary: 'One advert in full',
    description: 'Statuses `active` or `archived` may be returned.',
    response: advertOutput,
    responseExample: examples.advert,
    errors: ['not_found'],
  },
  get_categories: {
    summary: 'The category tree with advert counts',
    response: categoriesOutput,
    responseExample: examples.categories,
    errors: ['not_found'],
  },
  get_storefront: {
    summary: 'A seller storefront: business storefront or private adverts',
    response: storefrontOutput,
    responseExample: examples.storefront,
    errors: ['not_found'],
  },
  me: {
    summary: 'The key owner\'s plan and limits',
    response: accountOutput,
    responseExample: examples.account,
    // The key's account vanished between authentication and the read.
    errors: ['not_found'],
  },
  my_adverts: {
    summary: 'The key owner\'s adverts, newest bump first',
    response: myAdvertsOutput,
    responseExample: examples.myAdverts,
    errors: [],
  },
  update_adverts: {
    summary: 'Change price or availability of the owner\'s live adverts chosen by a selector',
    description:
      'A price drop becomes a public discount and notifies users who saved the advert. Adverts with configurations keep ' +
      'their per-configuration prices and are skipped by price rules (`has_variants` in `failures`).',
    body: updateAdvertsInput,
    bodyExample: examples.updateBody,
    response: updateResultOutput,
    responseExample: examples.updateResult,
    errors: ['currency_required'],
  },
  bump_adverts: {
    summary: 'Bump the selected adverts to the top of the feed',
    description:
      'A free bump once a week per advert; otherwise one from the plan\'s monthly quota, at most once a day per advert; ' +
      'the rest stay on cooldown (`cooldown`, `quota_exhausted` in `failures`).',
    body: bumpAdvertsInput,
    bodyExample: examples.bumpBody,
    response: bumpResultOutput,
    responseExample: examples.bumpResult,
    errors: [],
  },
  archive_advert: {
    summary: 'Archive an active own advert',
    body: archiveAdvertInput,
    bodyExample: examples.archiveBody,
    response: advertStatusOutput,
    responseExample: examples.archived,
    errors: ['not_found'],
  },
  restore_advert: {
    summary: 'Restore an archived own advert within the plan\'s advert limit',
    body: restoreAdvertInput,
    bodyExample: {},
    response: advertStatusOutput,
    responseExample: examples.restored,
    errors: ['not_found', 'advert_has_deal', 'advert_limit_reached'],
  },
  list_drafts: {
    summary: 'The key owner\'s drafts, last updated first',
    response: draftListOutput,
    responseExample: examples.draftList,
    errors: [],
  },
  create_draft: {
    summary: 'Start a draft; every field is optional',
    description:
      'The address defaults to the owner\'s last used one. `missing` lists the required fields still absent; ' +
      '`photos` accepts only urls this service returned to this owner.',
    body: createDraftInput,
    bodyExample: examples.draftBody,
    response: draftOutput,
    responseExample: examples.draft,
    errors: [],
  },
  update_draft: {
    summary: 'Change the fields passed; null clears a nullable field',
    body: updateDraftInput,
    bodyExample: { description: 'Used for a year, no scratches, with the box.' },
    response: draftOutput,
    responseExample: examples.draft,
    errors: [],
  },
  publish_draft: {
    summary: 'Publish a complete draft as an active advert; the draft is gone',
    description: 'At most 50 publishes a day per user; the plan\'s advert limit applies.',
    body: publishDraftInput,
    bodyExample: {},
    response: advertOutput,
    responseExample: examples.advert,
    errors: ['draft_incomplete', 'advert_limit_reached'],
  },
  upload_photo_from_url: {
    summary: 'Store a photo downloaded from a public https url',
    description:
      'JPEG, PNG, WebP or GIF up to 10 MB, re-encoded without metadata, with a thumbnail. A photo no draft or advert ' +
      'uses is deleted after 24 hours. At most 200 uploads a day per user.',
    body: uploadPhotoInput,
    bodyExample: examples.uploadBody,
    response: uploadedPhotoOutput,
    responseExample: examples.uploadedPhoto,
    errors: [...PHOTO_REJECTION_CODES],
  },
  list_chats: {
    summary: 'The key owner\'s chats, most recently active first',
    description: 'About the owner\'s adverts, about other sellers\' adverts, and direct chats. Reading marks nothing read.',
    response: chatsOutput,
    responseExample: examples.chatList,
    errors: [],
  },
  get_chat: {
    summary: 'Messages of one chat, newest first, in the request language with the original kept',
    description: 'Reading marks nothing read.',
    response: messagesOutput,
    responseExample: examples.messages,
    errors: [],
  },
  send_message: {
    summary: 'Send a message into one of the owner\'s chats',
    description: 'The counterpart reads it in their own language. At most 100 messages a day per user.',
    body: sendMessageInput,
    bodyExample: examples.sendBody,
    response: messageOutput,
    responseExample: examples.sentMessage,
    errors: [],
  },
  mark_chat_read: {
    summary: 'Mark every message of the counterpart in a chat read',
    body: markChatReadInput,
    bodyExample: {},
    response: chatReadOutput,
    responseExample: examples.chatRead,
    errors: [],
  },
  fill_from_photos: {
    summary: 'Describe the item in uploaded photos: title, description, category, condition',
    description: 'In the request language; photo texts are treated as data. At most 100 a day per user.',
    body: fillFromPhotosInput,
    bodyExample: examples.describeBody,
    response: recognizedItemOutput,
    responseExample: examples.recognizedItem,
    errors: ['not_configured'],
  },
};
