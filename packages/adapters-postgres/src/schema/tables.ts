import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The whole marketplace's tables. Indexes that need SQL drizzle-kit cannot express (the partial
 * GIN search index, the earth-distance GiST index, the category counters' trigger) live in the
 * hand-written migration after the generated one; docs/architecture/search.md says why each exists.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Shown on private adverts. */
    firstName: text('first_name').notNull(),
    plan: text('plan').notNull().default('free'),
    /** The language the user reads in (chat messages are translated into it). */
    lang: text('lang').notNull().default('en'),
    lastAddress: jsonb('last_address'),
    blockedAt: ts('blocked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_plan_check', sql`${t.plan} in ('free', 'basic', 'plus', 'pro')`),
  ],
);

/** A seller's optional business storefront; the private contour needs no row. */
export const businesses = pgTable('businesses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  descriptionLang: text('description_lang'),
  city: text('city'),
  receivingMethods: text('receiving_methods').array().notNull().default(sql`'{pickup}'`),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    parentId: uuid('parent_id'),
    position: integer('position').notNull().default(0),
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    /** Ancestors and the category itself, root first. */
    path: uuid('path').array().notNull(),
    isLeaf: boolean('is_leaf').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

/**
 * Active adverts filed directly in a category, per advert type and contour; kept by a trigger on
 * adverts. The category tree's subtree counts and the totals of searches that filter only by
 * category, type and contour read these few hundred rows instead of a million adverts.
 */
export const categoryAdvertCounts = pgTable(
  'category_advert_counts',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    contour: text('contour').notNull(),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.type, t.contour] })],
);

/** Curated category names in all eight languages (never machine-translated). */
export const categoryTitles = pgTable(
  'category_titles',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const adverts = pgTable(
  'adverts',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    contour: text('contour').notNull(),
    status: text('status').notNull(),
    type: text('type').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    condition: text('condition'),
    originalLang: text('original_lang').notNull(),
    /** The shown price: the advert's own, or the lowest configuration price. */
    priceMinor: money('price_minor'),
    currency: text('currency').notNull(),
    priceFrom: boolean('price_from').notNull().default(false),
    isNegotiable: boolean('is_negotiable').notNull().default(false),
    hasVariants: boolean('has_variants').notNull().default(false),
    inStock: boolean('in_stock').notNull().default(true),
    discountPercent: smallint('discount_percent'),
    discountUntil: ts('discount_until'),
    /** The price before the first drop of the live discount (decision 0006); null before issue 27. */
    discountFromMinor: money('discount_from_minor'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: jsonb('address'),
    specs: jsonb('specs').notNull().default(sql`'[]'::jsonb`),
    receivingMethods: text('receiving_methods').array(),
    coverPhotoKey: text('cover_photo_key'),
    views: integer('views').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    bumpedAt: ts('bumped_at'),
    lastFreeBumpAt: ts('last_free_bump_at'),
    /** Position in the `newest` order: the later of creation and the last bump. */
    sortAt: ts('sort_at').notNull(),
    archivedAt: ts('archived_at'),
    archiveReason: text('archive_reason'),
    /** Folded words of every stored text plus filter tokens; see search-doc.ts. */
    searchDoc: tsvector('search_doc').notNull(),
  },
  (t) => [
    check('adverts_status_check', sql`${t.status} in ('active', 'archived')`),
    check('adverts_type_check', sql`${t.type} in ('sell', 'buy')`),
    check('adverts_contour_check', sql`${t.contour} in ('private', 'business')`),
    check('adverts_price_check', sql`${t.priceMinor} is null or ${t.priceMinor} > 0`),
    index('adverts_storefront_idx')
      .on(t.sellerId, t.contour, t.sortAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index('adverts_owner_idx').on(t.sellerId, t.status, t.sortAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * The search index's change feed: one row per write to an advert that search can see, written in
 * the writing transaction by the triggers of the hand-written part of the migration. A null
 * advert_id asks every process to rebuild (the bulk seed writes one instead of a row per advert).
 * See docs/architecture/search.md.
 */
export const searchChanges = pgTable('search_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  advertId: uuid('advert_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The highest seq the feed's prune has deleted (one row): every change up to it is older than the
 * retention, so a build sees it, and a snapshot covering it is current even when the feed is empty.
 */
export const searchChangesPruned = pgTable('search_changes_pruned', {
  singleton: boolean('singleton').primaryKey().default(true),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** Title and description per language: the original and every stored translation. */
export const advertTexts = pgTable(
  'advert_texts',
  {
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isOriginal: boolean('is_original').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.lang] })],
);

export const advertVariants = pgTable(
  'advert_variants',
  {
    id: uuid('id').primaryKey(),
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    priceMinor: money('price_minor'),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [uniqueIndex('advert_variants_position_key').on(t.advertId, t.position)],
);

/** Images stored by the service; temporary until a draft or an advert uses them. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sourceUrl: text('source_url'),
    createdAt: ts('created_at').notNull(),
    /** Set when first used by a draft or advert; unused photos expire after 24 hours. */
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('photos_storage_key_key').on(t.storageKey),
    index('photos_unused_idx').on(t.createdAt).where(sql`${t.usedAt} is null`),
  ],
);

export const advertPhotos = pgTable(
  'advert_photos',
  {
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.position] }), index('advert_photos_photo_idx').on(t.photoId)],
);

/** Users who saved an advert; they are notified of price drops. */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.advertId] }), index('favorites_advert_idx').on(t.advertId)],
);

/** A sale to a buyer met on the marketplace, recorded by the app; it enables reviews. */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey(),
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    contour: text('contour').notNull(),
    buyerId: uuid('buyer_id').references(() => users.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('deals_seller_idx').on(t.sellerId, t.contour), index('deals_advert_idx').on(t.advertId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    dealId: uuid('deal_id').references(() => deals.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    contour: text('contour').notNull(),
    authorId: uuid('author_id').references(() => users.id),
    rating: smallint('rating').notNull(),
    text: text('text'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('reviews_seller_idx').on(t.sellerId, t.contour),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contour: text('contour').notNull().default('private'),
    type: text('type').notNull().default('sell'),
    title: text('title'),
    description: text('description'),
    categoryId: uuid('category_id').references(() => categories.id),
    priceMinor: money('price_minor'),
    currency: text('currency').notNull(),
    negotiable: boolean('negotiable').notNull().default(false),
    condition: text('condition'),
    address: jsonb('address'),
    photoIds: uuid('photo_ids').array().notNull().default(sql`'{}'`),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index("drafts_owner_idx").on(t.ownerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, to tell keys apart in lists. */
    displayPrefix: text('display_prefix').notNull(),
    /** SHA-256 of the key; the key itself is never stored. */
    fingerprint: text('fingerprint').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_fingerprint_key').on(t.fingerprint), index('api_keys_user_idx').on(t.userId)],
);

/** Every bump, to count the plan's monthly quota and the once-a-day rule. */
export const bumps = pgTable(
  'bumps',
  {
    id: uuid('id').primaryKey(),
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('bumps_user_idx').on(t.userId, t.createdAt), index('bumps_advert_idx').on(t.advertId, t.createdAt)],
);

/** Notifications waiting for the notifier port (transactional outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    /** pending (waiting or being sent), delivered, or failed (attempts used up; `cli notifications retry`). */
    status: text('status').notNull().default('pending'),
    /** A pending row is not claimed before this time (backoff after a failed attempt); null: due now. */
    nextAttemptAt: ts('next_attempt_at'),
    /** The lease of the process that claimed the row; past it, another process may claim it. */
    claimedUntil: ts('claimed_until'),
    lastError: text('last_error'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    // A claim takes every pending row of a (saver, advert) pair.
    index('outbox_pending_pair_idx')
      .on(sql`(${t.payload}->>'user_id')`, sql`(${t.payload}->>'advert_id')`)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'delivered'`),
    index('outbox_failed_idx').on(t.id).where(sql`${t.status} = 'failed'`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey(),
    /** The advert the chat is about; null for a direct chat. */
    advertId: uuid('advert_id').references(() => adverts.id),
    createdAt: ts('created_at').notNull(),
    lastMessageAt: ts('last_message_at').notNull(),
  },
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lastReadAt: ts('last_read_at'),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    lang: text('lang'),
    sentAt: ts('sent_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [index("messages_chat_idx").on(t.chatId, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Machine translations of user texts, shared by every app process. */
export const textTranslations = pgTable(
  'text_translations',
  {
    sourceHash: text('source_hash').notNull(),
    targetLang: text('target_lang').notNull(),
    text: text('text').notNull(),
    provider: text('provider').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.targetLang] })],
);

/** Per-user daily counters (UTC day) for the spec's daily caps. */
export const dailyCounters = pgTable(
  'daily_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.day] })],
);

/**
 * Request counters of the rate limits when several processes share them (RATE_LIMIT_STORE=postgres):
 * the layout rate-limiter-flexible's Drizzle store expects, one row per policy and subject.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: ts('expire'),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Idempotency-Key of owner writes: the first answer to a key, kept 24 hours and replayed to a
 * repeat with the same body. `status` null while the first request is still being served.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    body: text('body'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The owner event log (decision 0060): written in the transaction of the change that causes it,
 * numbered (`seq`) after it commits by the sequencer, so a reader following `seq` misses nothing.
 * No foreign key on owner_id: an event of a chat's counterpart must not take a share lock on
 * another user's row inside the sender's transaction.
 */
export const ownerEvents = pgTable(
  'owner_events',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: ts('created_at').notNull(),
    /** From owner_event_seq, in commit order; null until the sequencer has seen the event committed. */
    seq: bigint('seq', { mode: 'number' }),
    /** In the order written (an identity): the sequencer numbers a batch of committed events in this order. */
    recorded: bigint('recorded', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('owner_events_owner_seq_idx').on(t.ownerId, t.seq).where(sql`${t.seq} IS NOT NULL`),
    index('owner_events_unsequenced_idx').on(t.recorded).where(sql`${t.seq} IS NULL`),
    index('owner_events_created_idx').on(t.createdAt),
  ],
);

/** An owner's webhook subscriptions (at most 10 per account). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    /** `whsec_…`; the previous one signs too until `previous_secret_until` (rotation overlap). */
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: ts('previous_secret_until'),
    /** Since when every attempt failed; null after a success. Five days of it disable the subscription. */
    failingSince: ts('failing_since'),
    disabledReason: text('disabled_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('webhooks_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The webhook outbox: one row per (subscription, event), drained with claims and leases. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    claimedUntil: ts('claimed_until'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_list_idx').on(t.webhookId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
