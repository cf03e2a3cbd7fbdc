import { Hono } from 'hono';
import { pendingMigrations, type Database } from '@marketplace/adapters-postgres';
import { registry } from './metrics.js';
import type { ObservedEnv } from './observe.js';

export interface Lifecycle {
  /**
   * True until the database is migrated and, on an empty one, the demo data is in: the process
   * already answers /healthz and /readyz, and everything else with 503 `unavailable`.
   */
  starting?(): boolean;
  /** True once shutdown began: the process finishes its requests but wants no new ones. */
  draining(): boolean;
}

export const RUNNING: Lifecycle = { draining: () => false };

/** Whether this process's search index has loaded (searches answer 503 before). */
export type SearchReady = () => boolean;

/** How long /readyz waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

/**
 * Operator endpoints, outside /api/v1: /healthz (the process answers), /readyz (the process has
 * started, the database answers, its migrations are this build's, the search index has loaded,
 * and the process is not shutting down), /metrics.
 */
export function createOperationsApp(database: Database, lifecycle: Lifecycle, searchReady: SearchReady = () => true): Hono<ObservedEnv> {
  const app = new Hono<ObservedEnv>();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (lifecycle.draining()) return c.json({ status: 'draining' }, 503);
    // Migrating holds the database (PGlite's one connection): no question to it until done.
    if (lifecycle.starting?.()) return c.json({ status: 'starting' }, 503);
    try {
      const pending = await Promise.race([pendingMigrations(database), timeout(READY_TIMEOUT_MS)]);
      if (pending.length > 0) return c.json({ status: 'migrations_pending', pending }, 503);
      if (!searchReady()) return c.json({ status: 'search_index_loading' }, 503);
      return c.json({ status: 'ready' });
    } catch (error) {
      // The cause goes to the log, not to whoever can reach the endpoint.
      c.get('log')?.warn({ err: error }, 'readiness: database unreachable');
      return c.json({ status: 'database_unreachable' }, 503);
    }
  });
  app.get('/metrics', async (c) => {
    c.header('Content-Type', registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await registry.metrics());
  });
  return app;
}
