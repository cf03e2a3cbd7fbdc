import { serve } from '@hono/node-server';
import { DEMO_OWNER_EMAIL, seedDemoIfEmpty } from '@marketplace/demo-data';
import { printDemoKey } from './demo-key.js';
import { composeServices } from './compose.js';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startPhotoCleanup } from './photo-cleanup.js';

/** `pnpm start`: migrate, seed demo data into an empty database, serve /api/v1 and /mcp. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const services = await composeServices(config);
  await services.database.migrate();
  const seeded = await seedDemoIfEmpty(services.database, {
    adverts: config.seedAdverts,
    seed: 1,
    now: services.clock.now(),
  });
  if (seeded.seeded) console.log(`Seeded demo data: ${seeded.adverts} adverts.`);
  const demoKey = config.databaseUrl ? null : await printDemoKey(services.accountAdmin, DEMO_OWNER_EMAIL);

  const app = createApp(services);
  const photoCleanup = startPhotoCleanup(services, (message) => console.log(message));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
    console.log(`Marketplace listening on http://localhost:${info.port} (database: ${where})`);
    console.log(`  REST: http://localhost:${info.port}/api/v1/adverts   MCP: http://localhost:${info.port}/mcp`);
    if (demoKey) {
      console.log(`  Demo owner ${DEMO_OWNER_EMAIL}, key with every scope (valid until the next start):`);
      console.log(`  curl -H 'Authorization: Bearer ${demoKey}' http://localhost:${info.port}/api/v1/me`);
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    photoCleanup.stop();
    console.log(`${signal}: finishing in-flight requests…`);
    // Stop accepting connections, let open requests finish, then release the database.
    server.close(async () => {
      await services.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 15_000).unref();
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
