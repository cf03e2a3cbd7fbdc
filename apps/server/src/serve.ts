import { SEED_LOCK, WASM_BY_CHOICE } from '@marketplace/adapters-postgres';
import { DEMO_OWNER_EMAIL, seedDemoIfEmpty } from '@marketplace/demo-data';
import { keepDemoKey } from './demo-key.js';
import { createApp } from './app.js';
import { composeServices, type Services } from './compose.js';
import type { AppConfig } from './config.js';
import type { Lifecycle } from './operations/health.js';
import type { Logger } from './operations/logger.js';
import { startNotificationDrainer } from './notification-drainer.js';
import { startWebhookDrainer } from './webhook-drainer.js';
import { startPhotoCleanup } from './photo-cleanup.js';
import type { DataDirLock } from './embedded/data-dir-lock.js';
import { listBackups, pgliteDir, takeBackup } from './embedded/backups.js';
import { EmbeddedOpenError } from './embedded/open-error.js';
import { startOperatorEndpoint, type OperatorEndpoint } from './operator/endpoint.js';

/**
 * What `main.ts` loads once it listens (this module's imports are most of the start's work):
 * the services and the app, whose fetch then answers in place of the starting answers.
 */
/** How long after a write its process's webhook drainer starts a round (the writes between share it). */
const WEBHOOK_WAKE_MS = 20;

export async function composeApp(config: AppConfig, logger: Logger, lifecycle: Lifecycle) {
  const services = await composeServices(config, { logger }).catch(async (error: unknown) => {
    if (config.databaseUrl) throw error;
    // PGlite aborts on a damaged data directory: say which backup there is and how to restore it.
    throw new EmbeddedOpenError(pgliteDir(config.dataDir), error instanceof Error ? error.message : String(error), await listBackups(config.dataDir));
  });
  // The writes this process serves wake its webhook drainer (started later, in startServing).
  const writes = new EventTarget();
  return { services, writes, app: createApp(services, { logger, lifecycle, afterWrite: () => writes.dispatchEvent(new Event('write')) }) };
}

/**
 * The embedded database's backups: one now (`first`, awaited while the process still answers
 * "starting": a dump holds PGlite's one connection for its seconds), then every
 * EMBEDDED_BACKUP_INTERVAL_MINUTES. A failed backup is logged and the next one tried at its time.
 */
function startEmbeddedBackups(services: Services, config: AppConfig, logger: Logger): { first: Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const backup = () => {
    running = running.then(async () => {
      const started = performance.now();
      try {
        const taken = await takeBackup(services.database, config.dataDir, config.embeddedBackups.kept, services.clock.now());
        logger.info({ file: taken.file, bytes: taken.bytes, ms: Math.round(performance.now() - started), kept: config.embeddedBackups.kept }, 'embedded database backed up');
      } catch (error) {
        logger.error({ err: error }, 'embedded database backup failed');
      }
    });
  };
  backup();
  const first = running;
  const minutes = config.embeddedBackups.intervalMinutes;
  const timer = minutes > 0 ? setInterval(backup, minutes * 60_000) : null;
  timer?.unref();
  return {
    first,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/**
 * Migrates, seeds an empty database, starts loading the search index and the background work;
 * resolves with what stops that work, and `indexLoaded` (resolves once the index has loaded, or
 * its loading ended with a stop).
 */
export async function startServing(
  services: Services,
  config: AppConfig,
  logger: Logger,
  port: number,
  stopping: () => boolean,
  lock: DataDirLock | null = null,
  writes: EventTarget | null = null,
): Promise<{ stop(): Promise<void>; indexLoaded: Promise<void> }> {
  await services.database.migrate();
  // Processes starting together on an empty database: one seeds, the others then find adverts.
  const seeded = await services.database.exclusively(SEED_LOCK, () =>
    seedDemoIfEmpty(services.database, {
      adverts: config.seedAdverts,
      seed: 1,
      now: services.clock.now(),
      photos: services.photoStorage,
    }),
  );
  if (seeded.seeded) logger.info({ adverts: seeded.adverts, photos: seeded.photos, ms: seeded.milliseconds }, 'seeded demo data');
  // The search index loads while the API already answers (searches and /readyz: 503 until it has).
  const indexStarted = performance.now();
  const indexLoaded = services.searchIndex.start().then(
    () => {
      const { adverts, bitmaps, bitmapsFallbackReason } = services.searchIndex.health();
      logger.info({ adverts, bitmaps, ms: Math.round(performance.now() - indexStarted) }, 'search index loaded');
      if (bitmapsFallbackReason && bitmapsFallbackReason !== WASM_BY_CHOICE) {
        logger.warn(
          { bitmaps, reason: bitmapsFallbackReason },
          'search index: the native roaring addon is missing, so the WebAssembly fallback (roaring-wasm) is in use: the same answers, slower searches. To build the addon, install python3, make and g++, then run `pnpm install --force`',
        );
      }
    },
    (error: unknown) => {
      // A stop while it loads closes the database under it: that is no failure.
      if (stopping()) return;
      logger.error({ err: error }, 'search index: loading failed');
      process.exit(1);
    },
  );
  const demoKey = config.databaseUrl ? null : await keepDemoKey(services, DEMO_OWNER_EMAIL, config.dataDir);
  // The embedded database: copies of it go to DATA_DIR/backups (decision 0050), the first one
  // before the API serves; the CLI's commands come here while this process holds DATA_DIR
  // (decision 0049).
  const backups = config.databaseUrl ? null : startEmbeddedBackups(services, config, logger);
  await backups?.first;
  let operator: OperatorEndpoint | null = null;
  if (lock) {
    operator = await startOperatorEndpoint(config.dataDir, { database: services.database, services: () => Promise.resolve(services) }, logger);
    await lock.announce(operator.address);
    logger.info({ operator: operator.address }, 'operator endpoint: `pnpm cli` commands run through this process');
  }

  // Idempotency keys past their 24 hours are only overwritten on reuse; drop them hourly.
  const purge = setInterval(() => void services.idempotency.purge(services.clock.now()), 3_600_000);
  purge.unref();
  const photoCleanup = startPhotoCleanup(services, (message) => logger.info(message));
  if (services.drainOutbox) logger.info({ interval_ms: config.notifications.intervalMs }, 'price-drop notifications: sending email through SMTP_URL');
  else logger.warn('price-drop notifications: SMTP_URL is not set, so no email is sent; notifications wait in the outbox');
  const drainer = startNotificationDrainer(services, logger);
  if (config.webhooks.allowPrivateTargets) {
    logger.warn('webhooks: WEBHOOK_ALLOW_PRIVATE_TARGETS=true lets owners send deliveries to http and private addresses: development only');
  }
  const webhookDrainer = startWebhookDrainer(services, logger);
  // A write's events go out with this process's next round, WEBHOOK_WAKE_MS after the write
  // rather than after the idle interval (WEBHOOK_INTERVAL_MS): the writes of those milliseconds
  // share one round (a busy drainer runs its rounds back to back anyway).
  let wakeTimer: NodeJS.Timeout | null = null;
  const wakeWebhooks = () => {
    if (wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      webhookDrainer.wake();
    }, WEBHOOK_WAKE_MS);
    wakeTimer.unref();
  };
  writes?.addEventListener('write', wakeWebhooks);

  const database = config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`;
  logger.info({ port, database, phase: 'serving', pid: process.pid }, `serving on http://localhost:${port}`);
  // The human-friendly lines a newcomer reads on a terminal (not logs: they go to stderr).
  if (process.stderr.isTTY || demoKey) {
    console.error(`  REST: http://localhost:${port}/api/v1/adverts   docs: http://localhost:${port}/docs   MCP: http://localhost:${port}/mcp`);
  }
  if (demoKey) {
    console.error(`  Demo owner ${DEMO_OWNER_EMAIL}, key with every scope (kept in DATA_DIR/demo-key across restarts):`);
    console.error(`  curl -H 'Authorization: Bearer ${demoKey}' http://localhost:${port}/api/v1/me`);
  }
  return {
    indexLoaded,
    stop: async () => {
      clearInterval(purge);
      photoCleanup.stop();
      await operator?.close();
      await backups?.stop();
      writes?.removeEventListener('write', wakeWebhooks);
      if (wakeTimer) clearTimeout(wakeTimer);
      await drainer.stop();
      await webhookDrainer.stop();
    },
  };
}

