import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { SEED_LOCK } from '@marketplace/adapters-postgres';
import { DEMO_OWNER_EMAIL, seedDemoIfEmpty } from '@marketplace/demo-data';
import { keepDemoKey } from './demo-key.js';
import { composeServices, type Services } from './compose.js';
import { createApp } from './app.js';
import { createHttpServer } from './http-server.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { createLogger, type Logger } from './operations/logger.js';
import { handleProcessFaults } from './operations/process-faults.js';
import { runPrimary } from './operations/cluster.js';
import { startNotificationDrainer } from './notification-drainer.js';
import { startPhotoCleanup } from './photo-cleanup.js';

/**
 * `pnpm start`: listen at once (/healthz answers, /readyz and the API say "starting"), then
 * migrate, seed demo data into an empty database, load the search index, and serve /api/v1 and
 * /mcp.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  handleProcessFaults(logger);
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config, logger);
  const services = await composeServices(config);

  let starting = true;
  let stopping = false;
  let running: Promise<{ stop(): Promise<void> }> | null = null;
  const app = createApp(services, { logger, lifecycle: { starting: () => starting, draining: () => stopping } });
  const server = createHttpServer(app.fetch);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting connections; idle keep-alive connections close now, busy ones after their
    // answer (answers carry Connection: close while draining); then release the database. A
    // signal while starting waits for the step in flight (a migration, the seed's transaction).
    server.close(async () => {
      const background = await running;
      // The batch in flight finishes and is marked before the database closes.
      await background?.stop();
      await services.close();
      logger.info('stopped');
      logger.flush();
      process.exit(0);
    });
    setTimeout(() => {
      logger.error({ timeout_s: config.shutdownTimeoutSeconds }, 'in-flight requests did not finish in time; exiting');
      logger.flush();
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
  };
  // Before listening: the kernel applies a signal's default (exit at once) until a handler is set.
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const address = await new Promise<AddressInfo>((resolve) => server.listen(config.port, config.host, () => resolve(server.address() as AddressInfo)));
  const database = config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`;
  logger.info({ port: address.port, database, phase: 'starting' }, `listening on http://localhost:${address.port}; migrating and loading`);
  running = startServing(services, config, logger, address.port, () => stopping).finally(() => {
    starting = false;
  });
  running.catch((error: unknown) => {
    logger.error({ err: error }, 'starting failed');
    logger.flush();
    process.exit(1);
  });
}

/**
 * Migrates, seeds an empty database, starts loading the search index and the background work;
 * resolves with what stops that work.
 */
async function startServing(
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
    },
  };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
