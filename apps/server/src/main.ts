import type { AddressInfo } from 'node:net';
import { DEMO_OWNER_EMAIL, seedDemoIfEmpty } from '@marketplace/demo-data';
import { keepDemoKey } from './demo-key.js';
import { composeServices } from './compose.js';
import { createApp } from './app.js';
import { createHttpServer } from './http-server.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './operations/logger.js';
import { handleProcessFaults } from './operations/process-faults.js';
import { startNotificationDrainer } from './notification-drainer.js';
import { startPhotoCleanup } from './photo-cleanup.js';

/** `pnpm start`: migrate, seed demo data into an empty database, serve /api/v1 and /mcp. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  handleProcessFaults(logger);
  const services = await composeServices(config);
  await services.database.migrate();
  const seeded = await seedDemoIfEmpty(services.database, {
    adverts: config.seedAdverts,
    seed: 1,
    now: services.clock.now(),
    photos: services.photoStorage,
  });
  if (seeded.seeded) logger.info({ adverts: seeded.adverts, photos: seeded.photos, ms: seeded.milliseconds }, 'seeded demo data');
  // The search index loads while the server already answers (/readyz: not ready until it has).
  const started = performance.now();
  void services.searchIndex.start().then(
    () => logger.info({ adverts: services.searchIndex.index?.size, ms: Math.round(performance.now() - started) }, 'search index loaded'),
    (error: unknown) => {
      logger.error({ err: error }, 'search index: loading failed');
      process.exit(1);
    },
  );
  const demoKey = config.databaseUrl ? null : await keepDemoKey(services, DEMO_OWNER_EMAIL, config.dataDir);

  // Idempotency keys past their 24 hours are only overwritten on reuse; drop them hourly.
  const purge = setInterval(() => void services.idempotency.purge(services.clock.now()), 3_600_000);
  purge.unref();

  let stopping = false;
  const app = createApp(services, { logger, lifecycle: { draining: () => stopping } });
  const photoCleanup = startPhotoCleanup(services, (message) => logger.info(message));
  if (services.drainOutbox) logger.info({ interval_ms: config.notifications.intervalMs }, 'price-drop notifications: sending email through SMTP_URL');
  else logger.warn('price-drop notifications: SMTP_URL is not set, so no email is sent; notifications wait in the outbox');
  const drainer = startNotificationDrainer(services, logger);
  const server = createHttpServer(app.fetch);
  server.listen(config.port, config.host, () => {
    const info = server.address() as AddressInfo;
    const database = config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`;
    logger.info({ port: info.port, database }, `listening on http://localhost:${info.port}`);
    // The human-friendly lines a newcomer reads on a terminal (not logs: they go to stderr).
    if (process.stderr.isTTY || demoKey) {
      console.error(`  REST: http://localhost:${info.port}/api/v1/adverts   docs: http://localhost:${info.port}/docs   MCP: http://localhost:${info.port}/mcp`);
    }
    if (demoKey) {
      console.error(`  Demo owner ${DEMO_OWNER_EMAIL}, key with every scope (kept in DATA_DIR/demo-key across restarts):`);
      console.error(`  curl -H 'Authorization: Bearer ${demoKey}' http://localhost:${info.port}/api/v1/me`);
    }
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(purge);
    photoCleanup.stop();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting connections; idle keep-alive connections close now, busy ones after their
    // answer (answers carry Connection: close while draining); then release the database.
    server.close(async () => {
      // The batch in flight finishes and is marked before the database closes.
      await drainer.stop();
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
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
