import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config.js';
import type { Logger } from './logger.js';

/**
 * WEB_CONCURRENCY > 1: this process forks that many servers sharing the port (node:cluster) and
 * only supervises them. They start together: migrating and seeding an empty database take
 * database locks, so one process does each and the others find it done. A worker that dies (a
 * crash, a kill) is replaced after a second; SIGTERM or SIGINT is passed to every worker, and the
 * primary exits 0 once all of them stopped cleanly.
 */
export function runPrimary(config: AppConfig, logger: Logger): void {
  const workers = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const fork = (): void => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
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
      // Not unref'd: with every worker gone, this timer is what keeps the primary alive.
      setTimeout(fork, 1_000);
    });
  };

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
  for (let i = 0; i < config.webConcurrency; i++) fork();
}
