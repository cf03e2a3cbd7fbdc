import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_RESILIENCE } from '@marketplace/adapters-translation';

/** The environment, parsed once at start. An invalid variable stops the start, named. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  // The embedded database's backups into DATA_DIR/backups: at start and every this many minutes (0: at start only).
  EMBEDDED_BACKUP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  // How many of those backups are kept (the newest).
  EMBEDDED_BACKUPS_KEPT: z.coerce.number().int().min(1).max(100).default(5),
  PUBLIC_BASE_URL: z.url().optional(),
  WEB_BASE_URL: z.url().default('https://marketplace.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // How long a request may wait for the database (a connection, a lock, a statement) before 503.
  DATABASE_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  SEED_ADVERTS: z.coerce.number().int().min(0).max(2_000_000).default(2000),
  // Server processes on this machine sharing the port (node:cluster); more than 1 needs PostgreSQL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Search result cards kept in memory (advert × language); 0 reads each page's from the database.
  SEARCH_CARD_CACHE: z.coerce.number().int().min(0).max(5_000_000).default(50_000),
  // Whole adverts kept in memory for get_advert (advert × language); 0 reads each from the database.
  ADVERT_CACHE: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  BITMAPS: z.enum(['native', 'wasm']).default('native'),
  // Where the search index keeps its snapshot (a start loads it and catches up); `off`: none.
  SEARCH_SNAPSHOT_DIR: z.string().min(1).optional(),
  SEARCH_INDEX_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).default('memory'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  // How long a client may take to send a whole request, headers and body, before 408.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  // Photos: a local directory (one process) or a bucket of an S3-compatible store (several).
  PHOTO_STORE: z.enum(['local', 's3']).default('local'),
  PHOTO_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  RECOGNIZER_BASE_URL: z.url().optional(),
  RECOGNIZER_MODEL: z.string().min(1).optional(),
  RECOGNIZER_API_KEY: z.string().min(1).optional(),
  // Machine translation: providers in order of preference, each tried for the pairs it has.
  TRANSLATOR: z
    .string()
    .regex(/^(auto|none|(apertium|openai)(,(apertium|openai))*)$/, 'must be auto, none, or a list of apertium and openai')
    .default('auto'),
  APERTIUM_URL: z.url().optional(),
  TRANSLATOR_OPENAI_BASE_URL: z.url().optional(),
  TRANSLATOR_OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  TRANSLATOR_OPENAI_API_KEY: z.string().min(1).optional(),
  TRANSLATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_RESILIENCE.timeoutMs),
  TRANSLATOR_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(DEFAULT_RESILIENCE.failuresToOpen),
  TRANSLATOR_BREAKER_HALF_OPEN_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_RESILIENCE.halfOpenAfterMs),
  // Price-drop notifications by email: unset SMTP_URL, the outbox is not drained (rows wait).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().regex(/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/, 'must be an address, or Name <address>').default('Marketplace <noreply@marketplace.example>'),
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  NOTIFY_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  NOTIFY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Webhooks (issue 26). Development and tests only: http and private/loopback targets (SSRF risk).
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).default('false'),
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  // The waits after each failed attempt, comma-separated milliseconds; one more attempt than waits.
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,29}$/, 'must be comma-separated milliseconds, such as 5000,300000')
    .default('5000,300000,1800000,7200000,18000000,36000000,36000000'),
});

/** Every environment variable the service reads (the deployment lint test checks compose.yaml names them). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as readonly (keyof typeof envSchema.shape)[];

/** Machine translation settings; an empty provider list means texts are shown as written. */
export interface TranslatorConfig {
  readonly providers: readonly ('apertium' | 'openai')[];
  readonly apertiumUrl: string | undefined;
  readonly openai: { readonly baseUrl: string; readonly model: string; readonly apiKey: string | undefined } | undefined;
  readonly timeoutMs: number;
  readonly breakerFailures: number;
  readonly breakerHalfOpenMs: number;
}

/** Where uploaded photos are stored: served at /photos/<key> by every process either way. */
export type PhotoStoreConfig =
  | { readonly store: 'local'; readonly directory: string }
  | {
      readonly store: 's3';
      readonly bucket: string;
      readonly region: string;
      /** Unset: AWS S3 itself. */
      readonly endpoint: string | undefined;
      /** Unset: the AWS SDK's default credential chain. */
      readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
      readonly forcePathStyle: boolean;
    };

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** The search index's snapshot directory; null: no snapshots (docs/architecture/search.md). */
  readonly searchSnapshotDir: string | null;
  /** The embedded database's backups (unused on PostgreSQL): every `intervalMinutes` (0: at start only), the newest `kept` kept. */
  readonly embeddedBackups: { readonly intervalMinutes: number; readonly kept: number };
  readonly publicBaseUrl: string;
  readonly webBaseUrl: string;
  readonly logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  readonly databasePoolSize: number;
  /** A request's statement waiting longer for the database fails as unavailable (503). */
  readonly databaseDeadlineMs: number;
  /** A request (headers and body) not received whole within this is answered 408. */
  readonly requestTimeoutMs: number;
  readonly seedAdverts: number;
  /** Server processes sharing the port on this machine. */
  readonly webConcurrency: number;
  /** Search result cards kept in memory (0: none). */
  readonly searchCardCache: number;
  /** Whole adverts kept in memory for get_advert (0: none). */
  readonly advertCache: number;
  /** The search index's bitmaps: the native addon (else WebAssembly), or WebAssembly. */
  readonly bitmaps: z.output<typeof envSchema>['BITMAPS'];
  /** Past this lag of its search index, /readyz answers 503 search_index_stale. */
  readonly searchIndexMaxLagSeconds: number;
  /** Request limits: off only for benchmarks and load tests. */
  readonly rateLimits: { readonly enabled: boolean; readonly store: 'memory' | 'postgres' | 'redis'; readonly redisUrl?: string };
  /** Proxy hops in front of the service whose X-Forwarded-For entries are believed (0: none). */
  readonly trustProxy: number;
  /** How long SIGTERM waits for in-flight requests before exiting anyway. */
  readonly shutdownTimeoutSeconds: number;
  readonly photos: PhotoStoreConfig;
  /** An OpenAI-compatible vision chat API; null: fill_from_photos answers 503 not_configured. */
  readonly recognizer: { readonly baseUrl: string; readonly model: string; readonly apiKey: string } | null;
  readonly translator: TranslatorConfig;
  readonly notifications: NotificationsConfig;
  readonly webhooks: WebhooksConfig;
}

/** Webhook delivery; `allowPrivateTargets` is for development and tests only. */
export interface WebhooksConfig {
  readonly allowPrivateTargets: boolean;
  readonly intervalMs: number;
  readonly leaseMs: number;
  readonly retryDelaysMs: readonly number[];
}

/** Price-drop emails; `smtp` null: the drainer does not run and the outbox rows wait. */
export interface NotificationsConfig {
  readonly smtp: { readonly url: string; readonly from: string } | null;
  readonly intervalMs: number;
  readonly maxAttempts: number;
  readonly retryBaseMs: number;
  readonly leaseMs: number;
  readonly retentionDays: number;
}

export class ConfigError extends Error {}

/**
 * Parses the environment. A variable set to the empty string counts as unset, as in a compose
 * file's `${RECOGNIZER_API_KEY:-}`, so an optional setting can be named without a value.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`invalid configuration: ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.RATE_LIMIT_STORE === 'redis' && e.REDIS_URL === undefined) {
    throw new ConfigError('invalid configuration: REDIS_URL: required when RATE_LIMIT_STORE=redis');
  }
  if (e.RATE_LIMIT_STORE === 'postgres' && e.DATABASE_URL === undefined) {
    throw new ConfigError('invalid configuration: RATE_LIMIT_STORE: postgres needs DATABASE_URL (PGlite serves one process)');
  }
  if (e.WEB_CONCURRENCY > 1 && e.DATABASE_URL === undefined) {
    throw new ConfigError('invalid configuration: WEB_CONCURRENCY: more than 1 needs DATABASE_URL (PGlite serves one process)');
  }
  if (e.WEB_CONCURRENCY > 1 && e.RATE_LIMITS === 'on' && e.RATE_LIMIT_STORE === 'memory') {
    throw new ConfigError('invalid configuration: WEB_CONCURRENCY: more than 1 needs RATE_LIMIT_STORE=postgres or redis (each process would count alone)');
  }
  if (e.PHOTO_STORE === 's3' && e.S3_BUCKET === undefined) {
    throw new ConfigError('invalid configuration: S3_BUCKET: required when PHOTO_STORE=s3');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`invalid configuration: ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all`);
  }
  const configured = [...(e.APERTIUM_URL ? ['apertium' as const] : []), ...(e.TRANSLATOR_OPENAI_BASE_URL ? ['openai' as const] : [])];
  const providers =
    e.TRANSLATOR === 'auto' ? configured : e.TRANSLATOR === 'none' ? [] : (e.TRANSLATOR.split(',') as ('apertium' | 'openai')[]);
  if (providers.includes('apertium') && !e.APERTIUM_URL) {
    throw new ConfigError('invalid configuration: APERTIUM_URL: required when TRANSLATOR names apertium');
  }
  if (providers.includes('openai') && !e.TRANSLATOR_OPENAI_BASE_URL) {
    throw new ConfigError('invalid configuration: TRANSLATOR_OPENAI_BASE_URL: required when TRANSLATOR names openai');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    searchSnapshotDir: e.SEARCH_SNAPSHOT_DIR === 'off' ? null : (e.SEARCH_SNAPSHOT_DIR ?? join(e.DATA_DIR, 'search-index')),
    embeddedBackups: { intervalMinutes: e.EMBEDDED_BACKUP_INTERVAL_MINUTES, kept: e.EMBEDDED_BACKUPS_KEPT },
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    webBaseUrl: e.WEB_BASE_URL,
    logLevel: e.LOG_LEVEL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseDeadlineMs: e.DATABASE_DEADLINE_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    seedAdverts: e.SEED_ADVERTS,
    webConcurrency: e.WEB_CONCURRENCY,
    searchCardCache: e.SEARCH_CARD_CACHE,
    advertCache: e.ADVERT_CACHE,
    bitmaps: e.BITMAPS,
    searchIndexMaxLagSeconds: e.SEARCH_INDEX_MAX_LAG_SECONDS,
    rateLimits: {
      enabled: e.RATE_LIMITS === 'on',
      store: e.RATE_LIMIT_STORE,
      ...(e.REDIS_URL !== undefined ? { redisUrl: e.REDIS_URL } : {}),
    },
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    photos:
      e.PHOTO_STORE === 's3'
        ? {
            store: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { store: 'local', directory: e.PHOTO_DIR ?? join(e.DATA_DIR, 'photos') },
    recognizer:
      e.RECOGNIZER_BASE_URL && e.RECOGNIZER_MODEL && e.RECOGNIZER_API_KEY
        ? { baseUrl: e.RECOGNIZER_BASE_URL, model: e.RECOGNIZER_MODEL, apiKey: e.RECOGNIZER_API_KEY }
        : null,
    translator: {
      providers: [...new Set(providers)],
      apertiumUrl: e.APERTIUM_URL,
      openai: e.TRANSLATOR_OPENAI_BASE_URL
        ? { baseUrl: e.TRANSLATOR_OPENAI_BASE_URL, model: e.TRANSLATOR_OPENAI_MODEL, apiKey: e.TRANSLATOR_OPENAI_API_KEY }
        : undefined,
      timeoutMs: e.TRANSLATOR_TIMEOUT_MS,
      breakerFailures: e.TRANSLATOR_BREAKER_FAILURES,
      breakerHalfOpenMs: e.TRANSLATOR_BREAKER_HALF_OPEN_MS,
    },
    notifications: {
      smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
      intervalMs: e.NOTIFY_INTERVAL_MS,
      maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
      retryBaseMs: e.NOTIFY_RETRY_BASE_MS,
      leaseMs: e.NOTIFY_LEASE_MS,
      retentionDays: e.NOTIFY_RETENTION_DAYS,
    },
    webhooks: {
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
      intervalMs: e.WEBHOOK_INTERVAL_MS,
      leaseMs: e.WEBHOOK_LEASE_MS,
      retryDelaysMs: e.WEBHOOK_RETRY_DELAYS_MS.split(',').map(Number),
    },
  };
}
