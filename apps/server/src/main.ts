import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { createHttpServer, type FetchHandler } from './http-server.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './operations/logger.js';
import { handleProcessFaults } from './operations/process-faults.js';
import { runPrimary } from './operations/cluster.js';
import { startingFetch } from './operations/starting.js';
import { startStartResponder, type StartResponder } from './operations/start-responder.js';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './embedded/data-dir-lock.js';
import { EmbeddedOpenError } from './embedded/open-error.js';

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

  // The embedded database is one process's (decision 0049): a second server, or a CLI command
  // that opened it directly, is refused here before anything touches its files.
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = await lockDataDir(config.dataDir, { kind: 'server', command: 'server' }, (error) => {
        logger.fatal({ err: error, data_dir: config.dataDir }, 'another process took the lock of DATA_DIR: stopping before the database is written twice');
        logger.flush();
        process.exit(1);
      });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      logger.fatal(
        { data_dir: config.dataDir, holder: error.holder },
        `not starting: ${error.message}. One process serves an embedded database: stop that one first, give this one another DATA_DIR, or set DATABASE_URL (PostgreSQL serves many processes)`,
      );
      logger.flush();
      process.exit(1);
    }
  }

  let starting = true;
  let stopping = false;
  let running: Promise<{ close(): Promise<void> }> | null = null;
  const lifecycle = { starting: () => starting, draining: () => stopping };
  // Until the services are composed (opening the database, loading most of the code), the
  // starting answers; then the app, which says "starting" itself until migrated and seeded.
  let fetch: FetchHandler = startingFetch;
  const answer: FetchHandler = (request, env) => fetch(request, env);
  const serverOptions = { requestTimeoutMs: config.requestTimeoutMs };
  const server = createHttpServer(answer, serverOptions);
  // While starting, a thread of its own holds the port and answers /healthz and /readyz at once
  // (decision 0065); the rest comes to `upstream`. A node:cluster worker's port is its primary's:
  // it listens as it always did.
  let responder: StartResponder | null = null;
  let upstream: Server | null = null;
  let handingOver: Promise<void> | null = null;
  const closeServer = (closing: Server) => new Promise<void>((resolve) => closing.close(() => resolve()));
  let handOverStarted = false;
  const stopListening = async () => {
    if (responder && !handOverStarted) {
      await responder.close();
      await closeServer(upstream!);
      return;
    }
    // The main thread listens (the socket closes for the responder's thread too, which then
    // answers its last connections).
    await closeServer(server);
    await handingOver?.catch(() => {});
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting connections; idle keep-alive connections close now, busy ones after their
    // answer (answers carry Connection: close while draining); then release the database. A
    // signal while starting waits for the step in flight (a migration, the seed's transaction).
    void stopListening().then(async () => {
      // The batch in flight finishes and is marked before the database closes.
      await (await running?.catch(() => null))?.close();
      await lock?.release();
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

  let port: number;
  if (cluster.isWorker) {
    port = await listen(server, config.port, config.host);
  } else {
    upstream = createHttpServer(answer, serverOptions);
    responder = await startStartResponder({ host: config.host, port: config.port, upstream, upstreamPort: await listen(upstream, 0, '127.0.0.1') });
    port = responder.port;
  }
  const database = config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`;
  logger.info({ port, database, phase: 'starting' }, `listening on http://localhost:${port}; migrating and loading`);
  running = (async () => {
    const { composeApp, startServing } = await import('./serve.js');
    const { services, app, writes } = await composeApp(config, logger, lifecycle);
    fetch = app.fetch;
    logger.info({ phase: 'migrating' }, 'services composed; migrating');
    try {
      const background = await startServing(services, config, logger, port, () => stopping, lock, writes);
      starting = false;
      if (responder) {
        const handed = responder;
        // Not ready until the search index has loaded: the thread answers /readyz as the app does
        // now (`search_index_loading`), and the main thread takes the socket once it is ready.
        const readiness = await app.fetch(new Request(`http://localhost:${port}/readyz`));
        handed.answerReadyz({ status: readiness.status, headers: Object.fromEntries(readiness.headers), body: await readiness.text() });
        handingOver = background.indexLoaded.then(async () => {
          if (stopping) return;
          handOverStarted = true;
          await handed.handOver(server);
          responder = null;
          await closeServer(upstream!);
        });
        handingOver.catch((error: unknown) => {
          logger.error({ err: error }, 'starting failed: the main thread could not take over the listening socket');
          logger.flush();
          process.exit(1);
        });
      }
      return { close: () => background.stop().then(() => services.close()) };
    } catch (error) {
      await services.close().catch(() => {});
      throw error;
    }
  })().finally(() => {
    starting = false;
  });
  running.catch((error: unknown) => {
    if (error instanceof EmbeddedOpenError) logger.fatal({ data_dir: config.dataDir, cause: error.causeMessage, backups: error.backups }, error.message);
    else logger.error({ err: error }, 'starting failed');
    logger.flush();
    process.exit(1);
  });
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
