import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config.js';
import type { Logger } from './logger.js';

/** What a worker tells the primary once it serves (migrated, seeded, listening). */
export const SERVING_MESSAGE = 'marketplace:serving';

/** Tells the primary, when there is one, that this worker serves. */
export function reportServing(): void {
  if (cluster.isWorker) process.send?.(SERVING_MESSAGE);
}

/**
 * WEB_CONCURRENCY > 1: this process forks that many servers sharing the port (node:cluster) and
 * only supervises them. The first worker migrates and seeds alone; the others start once it
 * serves. A worker that dies (a crash, a kill) is replaced after a second; SIGTERM or SIGINT is
 * passed to every worker, and the primary exits 0 once all of them stopped cleanly.
 */
export function runPrimary(config: AppConfig, logger: Logger): void {
  const workers = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const fork = (): Promise<void> =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      workers.add(worker);
      worker.on('message', (message) => message === SERVING_MESSAGE && resolve());
      worker.on('exit', (code, signal) => {
        workers.delete(worker);
        resolve();
        if (stopping) {
          if (code !== 0) failed = true;
          if (workers.size === 0) {
            logger.info({ failed }, 'all workers stopped');
            logger.flush();
            process.exit(failed ? 1 : 0);
          }
          return;
        }
        logger.error({ pid: worker.process.pid, code, signal }, 'worker exited; starting another');
        setTimeout(() => void fork(), 1_000).unref();
      });
    });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: workers.size }, 'shutting down: stopping the workers');
    if (workers.size === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error({ timeout_s: config.shutdownTimeoutSeconds }, 'workers did not stop in time; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
      logger.flush();
      process.exit(1);
    }, (config.shutdownTimeoutSeconds + 5) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info({ workers: config.webConcurrency }, 'starting server processes');
  void (async () => {
    await fork();
    for (let i = 1; i < config.webConcurrency && !stopping; i++) void fork();
  })();
}
