import cluster from 'node:cluster';
import { join } from 'node:path';
import {
  makeAccountAdmin,
  makeCreateDraft,
  makeDeleteUnusedPhotos,
  makeFillFromPhotos,
  makeUploadPhotoFromUrl,
  makeListDrafts,
  makePublishDraft,
  makeUpdateDraft,
  makeArchiveAdvert,
  makeBumpAdverts,
  makeMe,
  makeMyAdverts,
  makeRestoreAdvert,
  makeUpdateAdverts,
  makeAuthenticate,
  makeGetChat,
  makeListChats,
  makeMarkChatRead,
  makeSendMessage,
  makeGetAdvert,
  makeGetCategories,
  makeGetCategory,
  makeGetStorefront,
  makeSearchAdverts,
  makeAdmitRequest,
  makeDrainOutbox,
  makeLinks,
  makePruneNotifications,
  makeListEvents,
  makeCreateWebhook,
  makeListWebhooks,
  makeUpdateWebhook,
  makeDeleteWebhook,
  makeTestWebhook,
  makeRotateWebhookSecret,
  makeListWebhookDeliveries,
  makeRetryWebhookDelivery,
  makeDrainWebhooks,
  makePruneEvents,
  DEFAULT_WEBHOOK_POLICY,
  type OwnerEventLog,
  type WebhookOutbox,
  type WebhookSender,
  unconfiguredRecognizer,
  DEFAULT_DELIVERY_POLICY,
  DAY_MS,
  type NotificationOutbox,
  type RandomSource,
  type Clock,
  type DailyCaps,
  type PhotoFetcher,
  type PhotoStorage,
} from '@marketplace/core';
import {
  cryptoSecrets,
  DrizzleAccounts,
  DrizzleAdvertCatalog,
  DrizzleApiKeyLookup,
  DrizzleChats,
  DrizzleCategoryCatalog,
  DrizzleDailyCaps,
  DrizzleIdempotencyRecords,
  DrizzleDrafts,
  DrizzleNotificationOutbox,
  DrizzleReadingLanguages,
  DrizzleOwnerAdverts,
  DrizzleOwnerReads,
  DrizzleOwnerEventLog,
  DrizzleWebhooks,
  DrizzleWebhookOutbox,
  DrizzlePhotoRecords,
  DrizzleStorefrontCatalog,
  IndexedAdvertSearch,
  IndexedCategoryCatalog,
  IndexedStorefrontCatalog,
  KeptAdvertCatalog,
  openDatabase,
  SearchIndexFeed,
  buildOnWorkerThread,
  layoutOnWorkerThread,
  type BitmapBackend,
  type BuildOnThread,
  randomIds,
  tables,
  type Database,
} from '@marketplace/adapters-postgres';
import { FlexibleRateLimiter, memoryCounters, postgresCounters, redisStore } from '@marketplace/adapters-rate-limit';
import {
  GotPhotoFetcher,
  LocalPhotoStorage,
  OpenAiCompatibleRecognizer,
  SharpImageProcessor,
  photoDownloadLookup,
  publicAddressesOnly,
  systemResolver,
  type PhotoDownloadPolicy,
} from '@marketplace/adapters-photos';
import { HttpWebhookSender } from '@marketplace/adapters-webhooks';
import type { RestServices } from '@marketplace/rest';
import type { AppConfig, NotificationsConfig, PhotoStoreConfig, WebhooksConfig } from './config.js';
import { buildTranslator } from './translator.js';
import { createLogger, type Logger } from './operations/logger.js';
import { requestLogOr } from './operations/request-log.js';

export const systemClock: Clock = { now: () => new Date() };
/** The jitter of retry waits. */
export const systemRandom: RandomSource = { fraction: () => Math.random() };

/**
 * Everything the apps need, built from configuration in one place. What /api/v1 needs (every
 * use case an operation names, key lookup, limits, idempotency, clock, link bases) is declared by
 * apps/rest (`RestServices`, derived from its operation modules); what the server, the CLI and the
 * jobs need besides is declared here. /mcp needs a part of the former.
 */
export interface Services extends RestServices {
  readonly database: Database;
  /** Per-user daily caps (publish, send_message, upload, fill_from_photos), shared by processes. */
  readonly dailyCaps: DailyCaps;
  /**
   * This process's search index and its change feed. Not loaded until `start()` (after the
   * migrations); searches answer unavailable and /readyz 503 until it has loaded.
   */
  readonly searchIndex: SearchIndexFeed;
  /** SEARCH_INDEX_MAX_LAG_SECONDS: past this lag of the search index, /readyz answers 503. */
  readonly searchIndexMaxLagSeconds: number;
  /** Proxy hops whose X-Forwarded-For entries are believed (TRUST_PROXY). */
  readonly trustProxy: number;
  /**
   * Whether an adapter logs within requests (a translation provider, a shared rate-limit store):
   * only then is each request run in a log context, so its lines carry the request's id
   * (decision 0071: the context costs a fifth of a cached read on Node 20).
   */
  readonly logsWithinRequests: boolean;
  /** Stored photo files, served back at /photos/<key>. */
  readonly photoStorage: PhotoStorage;
  /** The cleanup of photos unused for 24 hours (server interval, `cli photos gc`). */
  readonly deleteUnusedPhotos: ReturnType<typeof makeDeleteUnusedPhotos>;
  /** Operator use cases (users, plans, keys) for the CLI and the start command. */
  readonly accountAdmin: ReturnType<typeof makeAccountAdmin>;
  /** The price-drop outbox (operators' list and retry, the queue metrics). */
  readonly notificationOutbox: NotificationOutbox;
  /** One batch of price-drop emails; null when SMTP_URL is unset (rows wait in the outbox). */
  readonly drainOutbox: ReturnType<typeof makeDrainOutbox> | null;
  /** Deletes delivered notifications past NOTIFY_RETENTION_DAYS. */
  readonly pruneNotifications: ReturnType<typeof makePruneNotifications>;
  readonly notificationSettings: NotificationsConfig;
  /** The owner event log (numbering, pruning) and the webhook queue (operators' list and retry, metrics). */
  readonly eventLog: OwnerEventLog;
  readonly webhookOutbox: WebhookOutbox;
  /** One round of webhook delivery: number new events, claim due deliveries, send them. */
  readonly drainWebhooks: ReturnType<typeof makeDrainWebhooks>;
  /** Deletes events and finished deliveries past the 30 days the feed keeps. */
  readonly pruneEvents: ReturnType<typeof makePruneEvents>;
  readonly webhookSettings: WebhooksConfig;
  close(): Promise<void>;
}

export interface ComposeOverrides {
  readonly clock?: Clock;
  /** An already open database (tests). */
  readonly database?: Database;
  /** A photo fetcher built with test-only options (loopback, a test CA); never from configuration. */
  readonly photoFetcher?: PhotoFetcher;
  /** The jitter of notification and webhook retries (tests). */
  readonly random?: RandomSource;
  /** A shorter wait for a webhook receiver's answer than the 10 s of production (tests of a slow receiver). */
  readonly webhookTimeoutMs?: number;
  /**
   * Where the background work writes (the search feed's failed catch-ups, unapplicable changes,
   * lost LISTEN connections; nothing when unset: the CLI, tests), and where adapters log their
   * failures outside a request (a request's own logger is used inside one; the configured level's
   * logger when unset).
   */
  readonly logger?: Logger;
}

/**
 * Runtime rebuilds of the search index on a thread of their own (decision 0075), running
 * `search-build.worker`: beside this file in TypeScript, beside the compiled server in the build.
 */
function searchBuildThread(url: string, bitmapBackend: BitmapBackend): BuildOnThread {
  return buildOnWorkerThread(searchThreadScript(), { url, bitmapBackend });
}

const searchThreadScript = () => new URL(import.meta.url.endsWith('.ts') ? './search-build.worker.ts' : './search-build.worker.js', import.meta.url);

export async function composeServices(config: AppConfig, overrides: ComposeOverrides = {}): Promise<Services> {
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      maxConnections: config.databasePoolSize,
      deadlineMs: config.databaseDeadlineMs,
    }));
  const clock = overrides.clock ?? systemClock;
  const log = requestLogOr(overrides.logger ?? createLogger(config.logLevel));
  const translator = buildTranslator(config.translator, database, clock, log);
  const chats = new DrizzleChats(database);
  const searchIndex = new SearchIndexFeed(database, {
    bitmapBackend: config.bitmaps,
    snapshotDir: config.searchSnapshotDir,
    buildOnThread: config.databaseUrl ? searchBuildThread(config.databaseUrl, config.bitmaps) : null,
    // A process of a cluster has no start responder: its start's build goes to the thread too.
    buildOnThreadAtStart: cluster.isWorker,
    // A snapshot's load lays its docs out on that thread's script too (decision 0082; no database there).
    layoutOnThread: layoutOnWorkerThread(searchThreadScript()),
    ...(overrides.logger ? { logger: overrides.logger } : {}),
  });
  const advertSearch = new IndexedAdvertSearch(database, searchIndex, { cardCacheSize: config.searchCardCache });
  const ownerAdverts = new DrizzleOwnerAdverts(database);
  const ownerReads = new DrizzleOwnerReads(database);
  const dailyCaps = new DrizzleDailyCaps(database);
  const rateLimits = rateLimitStore(config, database, log);
  const drafts = new DrizzleDrafts(database);
  const advertCatalog = new DrizzleAdvertCatalog(database);
  const photos = await photoStore(config.photos);
  const photoStorage = photos.storage;
  const photoRecords = new DrizzlePhotoRecords(database);
  // The tree and titles from memory, the counts from the search index (the database until it has loaded).
  const categoryCatalog = new IndexedCategoryCatalog(database, searchIndex, new DrizzleCategoryCatalog(database));
  const notificationOutbox = new DrizzleNotificationOutbox(database);
  const readingLanguages = new DrizzleReadingLanguages(database);
  const notify = config.notifications;
  // Loaded only when configured, like the S3 client: the CLI and SMTP-less processes skip Nodemailer.
  const notifier = notify.smtp
    ? new (await import('@marketplace/adapters-notify')).SmtpNotifier({ url: notify.smtp.url, from: notify.smtp.from })
    : null;
  const linkBases = { webBaseUrl: config.webBaseUrl, publicBaseUrl: config.publicBaseUrl };
  const eventLog = new DrizzleOwnerEventLog(database);
  const webhooks = new DrizzleWebhooks(database);
  const webhookOutbox = new DrizzleWebhookOutbox(database);
  const webhookSender = buildWebhookSender(config.webhooks, overrides.webhookTimeoutMs);
  return {
    database,
    clock,
    dailyCaps,
    linkBases,
    searchAdverts: makeSearchAdverts({ advertSearch, translator, clock }),
    searchIndex,
    searchIndexMaxLagSeconds: config.searchIndexMaxLagSeconds,
    // Whole adverts kept in memory and dropped by the change feed (decision 0070); drafts publish through the database's.
    getAdvert: makeGetAdvert({ advertCatalog: new KeptAdvertCatalog(advertCatalog, searchIndex, { size: config.advertCache }), translator, clock }),
    getCategories: makeGetCategories({ categoryCatalog }),
    getCategory: makeGetCategory({ categoryCatalog }),
    getStorefront: makeGetStorefront({
      // The adverts and their count from the search index, cards from its card cache (the database until it has loaded).
      storefrontCatalog: new IndexedStorefrontCatalog(database, searchIndex, advertSearch, new DrizzleStorefrontCatalog(database)),
      translator,
      clock,
    }),
    authenticate: makeAuthenticate({ apiKeys: new DrizzleApiKeyLookup(database), clock }),
    me: makeMe({ ownerReads, clock }),
    myAdverts: makeMyAdverts({ ownerReads, translator, clock }),
    updateAdverts: makeUpdateAdverts({ ownerAdverts, clock }),
    bumpAdverts: makeBumpAdverts({ ownerAdverts, clock }),
    archiveAdvert: makeArchiveAdvert({ ownerAdverts, clock }),
    restoreAdvert: makeRestoreAdvert({ ownerAdverts, clock }),
    listDrafts: makeListDrafts({ drafts }),
    createDraft: makeCreateDraft({ drafts, ids: randomIds, clock }),
    updateDraft: makeUpdateDraft({ drafts, clock }),
    publishDraft: makePublishDraft({ drafts, advertCatalog, translator, ids: randomIds, clock }),
    uploadPhotoFromUrl: makeUploadPhotoFromUrl({
      fetcher: overrides.photoFetcher ?? new GotPhotoFetcher(),
      images: new SharpImageProcessor(),
      storage: photoStorage,
      photos: photoRecords,
      dailyCaps,
      ids: randomIds,
      clock,
    }),
    photoStorage,
    deleteUnusedPhotos: makeDeleteUnusedPhotos({ photos: photoRecords, storage: photoStorage, clock }),
    fillFromPhotos: makeFillFromPhotos({
      recognizer: config.recognizer ? new OpenAiCompatibleRecognizer(config.recognizer) : unconfiguredRecognizer,
      photos: drafts,
      storage: photoStorage,
      categoryCatalog,
      dailyCaps,
      clock,
    }),
    listChats: makeListChats({ chats, translator, clock }),
    getChat: makeGetChat({ chats, translator }),
    sendMessage: makeSendMessage({ chats, dailyCaps, translator, ids: randomIds, clock }),
    markChatRead: makeMarkChatRead({ chats, clock, ids: randomIds }),
    accountAdmin: makeAccountAdmin({ accounts: new DrizzleAccounts(database), ids: randomIds, secrets: cryptoSecrets, clock }),
    admitRequest: rateLimits ? makeAdmitRequest({ rateLimiter: rateLimits.limiter }) : null,
    trustProxy: config.trustProxy,
    logsWithinRequests: config.translator.providers.length > 0 || (config.rateLimits.enabled && config.rateLimits.store !== 'memory'),
    idempotency: new DrizzleIdempotencyRecords(database),
    notificationOutbox,
    drainOutbox: notifier
      ? makeDrainOutbox({
          outbox: notificationOutbox,
          notifier,
          translator,
          links: makeLinks(linkBases, 'email'),
          clock,
          random: overrides.random ?? systemRandom,
          policy: {
            ...DEFAULT_DELIVERY_POLICY,
            leaseMs: notify.leaseMs,
            maxAttempts: notify.maxAttempts,
            baseDelayMs: notify.retryBaseMs,
            maxDelayMs: Math.max(notify.retryBaseMs, DEFAULT_DELIVERY_POLICY.maxDelayMs),
          },
        })
      : null,
    pruneNotifications: makePruneNotifications({ outbox: notificationOutbox, clock, retentionMs: notify.retentionDays * DAY_MS }),
    notificationSettings: notify,
    recordReadingLanguage: (userId, lang) => readingLanguages.record(userId, lang, clock.now()),
    listEvents: makeListEvents({ eventLog, clock }),
    listWebhooks: makeListWebhooks({ webhooks }),
    createWebhook: makeCreateWebhook({ webhooks, sender: webhookSender, ids: randomIds, secrets: cryptoSecrets, clock }),
    updateWebhook: makeUpdateWebhook({ webhooks, sender: webhookSender, clock }),
    deleteWebhook: makeDeleteWebhook({ webhooks }),
    testWebhook: makeTestWebhook({ webhooks, ids: randomIds, clock }),
    rotateWebhookSecret: makeRotateWebhookSecret({ webhooks, secrets: cryptoSecrets, clock }),
    listWebhookDeliveries: makeListWebhookDeliveries({ webhooks }),
    retryWebhookDelivery: makeRetryWebhookDelivery({ webhooks, clock }),
    eventLog,
    webhookOutbox,
    drainWebhooks: makeDrainWebhooks({
      eventLog,
      outbox: webhookOutbox,
      sender: webhookSender,
      clock,
      random: overrides.random ?? systemRandom,
      policy: { ...DEFAULT_WEBHOOK_POLICY, leaseMs: config.webhooks.leaseMs, retryDelaysMs: config.webhooks.retryDelaysMs },
    }),
    pruneEvents: makePruneEvents({ eventLog, outbox: webhookOutbox, clock }),
    webhookSettings: config.webhooks,
    close: async () => {
      await searchIndex.close();
      notifier?.close();
      await rateLimits?.close();
      photos.close();
      if (!overrides.database) await database.close();
    },
  };
}

/** Every address, for WEBHOOK_ALLOW_PRIVATE_TARGETS=true (development and tests: loopback receivers). */
const anyAddress: PhotoDownloadPolicy = { allows: () => true };

/**
 * The webhook sender under the photo downloads' SSRF policy (public addresses, the name resolved
 * once in the socket's lookup and the connection pinned to it), or, for development, any target.
 */
function buildWebhookSender(config: WebhooksConfig, timeoutMs?: number): WebhookSender {
  const policy = config.allowPrivateTargets ? anyAddress : publicAddressesOnly;
  return new HttpWebhookSender({
    lookup: photoDownloadLookup(systemResolver, policy) as never,
    policy,
    resolve: systemResolver,
    allowPrivateTargets: config.allowPrivateTargets,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

/** The rate-limit counters: this process's memory, or a store shared by several processes. */
function rateLimitStore(config: AppConfig, database: Database, log: () => Logger) {
  const { enabled, store, redisUrl } = config.rateLimits;
  if (!enabled) return null;
  const onStoreFailure = (policy: string, error: unknown) =>
    log().error({ err: error, policy, store }, 'rate limit: the counters store failed; the request is answered unavailable');
  if (store === 'redis') {
    const redis = redisStore(redisUrl!, (error) => log().warn({ err: error }, 'rate limit: redis connection error'));
    return { limiter: new FlexibleRateLimiter(redis.counters, onStoreFailure), close: redis.close };
  }
  const counters = store === 'postgres' ? postgresCounters(database.db, tables.rateLimits) : memoryCounters;
  return { limiter: new FlexibleRateLimiter(counters, onStoreFailure), close: () => Promise.resolve() };
}

/**
 * The photo files: this machine's directory, or a bucket every process shares. The S3 client is
 * loaded only when a bucket is configured (it adds some 20 MB to a process).
 */
export async function photoStore(config: PhotoStoreConfig): Promise<{ storage: PhotoStorage; close: () => void }> {
  if (config.store === 'local') return { storage: new LocalPhotoStorage(config.directory), close: () => {} };
  const { S3PhotoStorage } = await import('@marketplace/adapters-photos/s3');
  const storage = new S3PhotoStorage({
    bucket: config.bucket,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  return { storage, close: () => storage.close() };
}
