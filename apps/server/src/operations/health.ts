import { Hono } from 'hono';
import { pendingMigrations, type Database, type SearchFeedHealth } from '@marketplace/adapters-postgres';
import { UNAVAILABLE_RETRY_AFTER_S } from '@marketplace/rest/errors';
import { registry } from './metrics.js';
import { watchSearchIndex } from './search-metrics.js';
import type { ObservedEnv } from './observe.js';
import { setAnswerHeader } from '@marketplace/rest/http';

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

/** This process's search index: its health, and the lag past which the process is not ready. */
export interface SearchReadiness {
  /** `memory`: measure the index's size if the last measure is old (for a scrape, not /readyz). */
  health(options?: { readonly memory?: boolean }): SearchFeedHealth;
  readonly maxLagSeconds: number;
}

/** How long /readyz waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

/**
 * Operator endpoints, outside /api/v1: /healthz (the process answers), /readyz (the process has
 * started, the database answers, its migrations are this build's, the search index has loaded
 * and is within `maxLagSeconds` of the database, and the process is not shutting down), /metrics.
 * `search` unset (tests of the endpoints alone): no index to wait for.
 */
export function createOperationsApp(database: Database, lifecycle: Lifecycle, search?: SearchReadiness): Hono<ObservedEnv> {
  const app = new Hono<ObservedEnv>();
  app.get('/healthz', (c) => {
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    if (lifecycle.draining()) return c.json({ status: 'draining' }, 503);
    // Migrating holds the database (PGlite's one connection): no question to it until done.
    if (lifecycle.starting?.()) {
      setAnswerHeader(c, 'Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json({ status: 'starting' }, 503);
    }
    try {
      const pending = await Promise.race([pendingMigrations(database), timeout(READY_TIMEOUT_MS)]);
      if (pending.length > 0) return c.json({ status: 'migrations_pending', pending }, 503);
      if (!search) return c.json({ status: 'ready' });
      const index = search.health();
      // The lag, rounded to a tenth; the bitmap backend says whether the native addon is in use.
      const detail = { bitmaps: index.bitmaps, lag_seconds: Math.round(index.lagSeconds * 10) / 10, max_lag_seconds: search.maxLagSeconds };
      if (!index.loaded) {
        setAnswerHeader(c, 'Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
        return c.json({ status: 'search_index_loading', search_index: detail }, 503);
      }
      // A replica behind by more than the bound answers searches from the past: no traffic
      // until it has caught up (every catch-up is tried with backoff; the log says why it fails).
      if (index.lagSeconds > search.maxLagSeconds) return c.json({ status: 'search_index_stale', search_index: detail }, 503);
      return c.json({ status: 'ready', search_index: detail });
    } catch (error) {
      // The cause goes to the log, not to whoever can reach the endpoint.
      c.get('log')?.logger().warn({ err: error }, 'readiness: database unreachable');
      return c.json({ status: 'database_unreachable' }, 503);
    }
  });
  app.get('/metrics', async (c) => {
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    // The search series are this app's index (tests run several apps in one process).
    if (search) watchSearchIndex(() => search.health({ memory: true }));
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
  return app;
}
