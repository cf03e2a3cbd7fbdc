import { SEED_LOCK } from '@marketplace/adapters-postgres';
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

/**
 * What `main.ts` loads once it listens (this module's imports are most of the start's work):
 * the services and the app, whose fetch then answers in place of the starting answers.
 */
export async function composeApp(config: AppConfig, logger: Logger, lifecycle: Lifecycle) {
  const services = await composeServices(config);
  return { services, app: createApp(services, { logger, lifecycle }) };
}

/**
 * Migrates, seeds an empty database, starts loading the search index and the background work;
 * resolves with what stops that work.
 */
export async function startServing(
  services: Services,
  config: AppConfig,
  logger: Logger,
  port: number,
  stopping: () => boolean,
): Promise<{ stop(): Promise<void> }> {
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
  void services.searchIndex.start().then(
    () => logger.info({ adverts: services.searchIndex.index?.size, ms: Math.round(performance.now() - indexStarted) }, 'search index loaded'),
    (error: unknown) => {
      // A stop while it loads closes the database under it: that is no failure.
      if (stopping()) return;
      logger.error({ err: error }, 'search index: loading failed');
      process.exit(1);
    },
  );
  const demoKey = config.databaseUrl ? null : await keepDemoKey(services, DEMO_OWNER_EMAIL, config.dataDir);

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
    stop: async () => {
      clearInterval(purge);
      photoCleanup.stop();
      await drainer.stop();
      await webhookDrainer.stop();
    },
  };
}

