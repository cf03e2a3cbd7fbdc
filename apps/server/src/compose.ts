import { join } from 'node:path';
import {
  makeAccountAdmin,
  makeArchiveAdvert,
  makeBumpAdverts,
  makeMe,
  makeMyAdverts,
  makeRestoreAdvert,
  makeUpdateAdverts,
  makeAuthenticate,
  makeGetAdvert,
  makeGetCategories,
  makeGetStorefront,
  makeSearchAdverts,
  makeAdmitRequest,
  untranslated,
  type Clock,
  type DailyCaps,
  type IdempotencyRecords,
  type LinkBases,
} from '@marketplace/core';
import {
  cryptoSecrets,
  DrizzleAccounts,
  DrizzleAdvertCatalog,
  DrizzleAdvertSearch,
  DrizzleApiKeyLookup,
  DrizzleCategoryCatalog,
  DrizzleDailyCaps,
  DrizzleIdempotencyRecords,
  DrizzleOwnerAdverts,
  DrizzleOwnerReads,
  DrizzleStorefrontCatalog,
  openDatabase,
  randomIds,
  tables,
  type Database,
} from '@marketplace/adapters-postgres';
import { FlexibleRateLimiter, memoryCounters, postgresCounters, redisStore } from '@marketplace/adapters-rate-limit';
import type { AppConfig } from './config.js';
import { countTranslatorCalls } from './operations/metrics.js';

export const systemClock: Clock = { now: () => new Date() };

/** Everything the apps need, built from configuration in one place. */
export interface Services {
  readonly database: Database;
  readonly clock: Clock;
  /** Per-user daily caps (publish, send_message, upload, fill_from_photos), shared by processes. */
  readonly dailyCaps: DailyCaps;
  readonly linkBases: LinkBases;
  readonly searchAdverts: ReturnType<typeof makeSearchAdverts>;
  readonly getAdvert: ReturnType<typeof makeGetAdvert>;
  readonly getCategories: ReturnType<typeof makeGetCategories>;
  readonly getStorefront: ReturnType<typeof makeGetStorefront>;
  readonly authenticate: ReturnType<typeof makeAuthenticate>;
  readonly me: ReturnType<typeof makeMe>;
  readonly myAdverts: ReturnType<typeof makeMyAdverts>;
  readonly updateAdverts: ReturnType<typeof makeUpdateAdverts>;
  readonly bumpAdverts: ReturnType<typeof makeBumpAdverts>;
  readonly archiveAdvert: ReturnType<typeof makeArchiveAdvert>;
  readonly restoreAdvert: ReturnType<typeof makeRestoreAdvert>;
  /** The spec's request limits, over the configured store; null when RATE_LIMITS=off. */
  readonly admitRequest: ReturnType<typeof makeAdmitRequest> | null;
  /** Idempotency-Key of owner writes, shared by processes. */
  readonly idempotency: IdempotencyRecords;
  /** Proxy hops whose X-Forwarded-For entries are believed (TRUST_PROXY). */
  readonly trustProxy: number;
  /** Operator use cases (users, plans, keys) for the CLI and the start command. */
  readonly accountAdmin: ReturnType<typeof makeAccountAdmin>;
  close(): Promise<void>;
}

export interface ComposeOverrides {
  readonly clock?: Clock;
  /** An already open database (tests). */
  readonly database?: Database;
}

export async function composeServices(config: AppConfig, overrides: ComposeOverrides = {}): Promise<Services> {
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      maxConnections: config.databasePoolSize,
    }));
  const clock = overrides.clock ?? systemClock;
  // Counted for /metrics (translator_calls_total); a provider adapter replaces `untranslated` here.
  const translator = countTranslatorCalls(untranslated, 'none');
  const advertSearch = new DrizzleAdvertSearch(database);
  const ownerAdverts = new DrizzleOwnerAdverts(database);
  const ownerReads = new DrizzleOwnerReads(database);
  const dailyCaps = new DrizzleDailyCaps(database);
  const rateLimits = rateLimitStore(config, database);
  return {
    database,
    clock,
    dailyCaps,
    linkBases: { webBaseUrl: config.webBaseUrl, publicBaseUrl: config.publicBaseUrl },
    searchAdverts: makeSearchAdverts({ advertSearch, translator, clock }),
    getAdvert: makeGetAdvert({ advertCatalog: new DrizzleAdvertCatalog(database), translator, clock }),
    getCategories: makeGetCategories({ categoryCatalog: new DrizzleCategoryCatalog(database) }),
    getStorefront: makeGetStorefront({ storefrontCatalog: new DrizzleStorefrontCatalog(database), translator, clock }),
    authenticate: makeAuthenticate({ apiKeys: new DrizzleApiKeyLookup(database), clock }),
    me: makeMe({ ownerReads, clock }),
    myAdverts: makeMyAdverts({ ownerReads, translator, clock }),
    updateAdverts: makeUpdateAdverts({ ownerAdverts, clock }),
    bumpAdverts: makeBumpAdverts({ ownerAdverts, clock }),
    archiveAdvert: makeArchiveAdvert({ ownerAdverts, clock }),
    restoreAdvert: makeRestoreAdvert({ ownerAdverts, clock }),
    accountAdmin: makeAccountAdmin({ accounts: new DrizzleAccounts(database), ids: randomIds, secrets: cryptoSecrets, clock }),
    admitRequest: rateLimits ? makeAdmitRequest({ rateLimiter: rateLimits.limiter }) : null,
    trustProxy: config.trustProxy,
    idempotency: new DrizzleIdempotencyRecords(database),
    close: async () => {
      await rateLimits?.close();
      if (!overrides.database) await database.close();
    },
  };
}

/** The rate-limit counters: this process's memory, or a store shared by several processes. */
function rateLimitStore(config: AppConfig, database: Database) {
  const { enabled, store, redisUrl } = config.rateLimits;
  if (!enabled) return null;
  if (store === 'redis') {
    const redis = redisStore(redisUrl!);
    return { limiter: new FlexibleRateLimiter(redis.counters), close: redis.close };
  }
  const counters = store === 'postgres' ? postgresCounters(database.db, tables.rateLimits) : memoryCounters;
  return { limiter: new FlexibleRateLimiter(counters), close: () => Promise.resolve() };
}
