import { Hono } from 'hono';
import { addRestRoutes, restErrorHandler, type RestDeps, type RestEnv } from '@marketplace/rest';
import { createMcpApp } from '@marketplace/mcp';
import { setAnswerHeader } from '@marketplace/rest/http';
import { clientAddress } from './client-address.js';
import type { Services } from './compose.js';
import { RUNNING, createOperationsApp, type Lifecycle } from './operations/health.js';
import { createLogger, type Logger } from './operations/logger.js';
import type { RequestLog } from './operations/request-log.js';
import { watchOutbox, watchWebhookQueue, writeIndexWaitSeconds } from './operations/metrics.js';
import { observe, STARTING_OPERATION, type ObservedEnv } from './operations/observe.js';
import { serveApiReference } from './docs-route.js';
import { servePhotos } from './photos-route.js';
import { startingError, STARTING_RETRY_AFTER_S } from './operations/starting.js';

export interface AppOptions {
  /** Request and error logs; when not given (tests), only errors are written. */
  readonly logger?: Logger;
  /** Whether the process is still starting or already shutting down (/readyz answers 503 then). */
  readonly lifecycle?: Lifecycle;
  /**
   * Called after every request that can write, once its change is in this process's search
   * index: the process's webhook drainer starts a round then instead of at its next interval.
   */
  readonly afterWrite?: () => void;
}

// The security headers of every answer are set by the HTTP server (http-server.ts, decision 0071);
// the reference page at /docs sets its own policy over them (docs-route.ts).
const isDocs = (path: string) => path === '/docs' || path.startsWith('/docs/assets/');

/**
 * One Hono app: the REST API under /api/v1, its reference at /docs, the MCP endpoint at /mcp,
 * and the operator endpoints /healthz, /readyz, /metrics. Every answer carries X-Request-Id.
 */
export function createApp(services: Services, options: AppOptions = {}): Hono<ObservedEnv & RestEnv> {
  const logger = options.logger ?? createLogger('error');
  const app = new Hono<ObservedEnv & RestEnv>();
  const lifecycle = options.lifecycle ?? RUNNING;
  app.use(observe(logger, { logContext: services.logsWithinRequests }));
  // A write through this process is in its search index before the write's answer leaves: the
  // feed catches up after every request that can write (docs/architecture/search.md). /mcp is
  // read-only, though its calls are POSTs. While draining, each answer closes its connection, so
  // keep-alive clients reconnect elsewhere.
  const canWrite = (method: string, path: string) =>
    method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && path !== '/mcp' && !path.startsWith('/mcp/');
  app.use(async (c, next) => {
    await next();
    if (canWrite(c.req.method, c.req.path)) {
      const started = performance.now();
      await services.searchIndex.catchUp();
      writeIndexWaitSeconds.observe({ operation: c.get('operation') ?? 'unmatched' }, (performance.now() - started) / 1000);
      options.afterWrite?.();
    }
    if (lifecycle.draining()) setAnswerHeader(c, 'Connection', 'close');
  });
  app.route('/', createOperationsApp(services.database, lifecycle, { health: (options) => services.searchIndex.health(options), maxLagSeconds: services.searchIndexMaxLagSeconds }));
  // Listening comes before migrating and seeding (a first answer within a second of the start):
  // until they are done, the API answers that it is starting, in the Error shape.
  app.use(async (c, next) => {
    if (!lifecycle.starting?.() || isDocs(c.req.path)) return next();
    // Logged and counted as what it is: an answer of a normal start, not an unmatched route.
    c.set('operation', STARTING_OPERATION);
    setAnswerHeader(c, 'Retry-After', String(STARTING_RETRY_AFTER_S));
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return c.json(startingError, 503);
  });
  // The outbox's depth and oldest row, read on each scrape: counted whether or not SMTP is set.
  watchOutbox(async () => {
    const stats = await services.notificationOutbox.stats();
    return stats.isOk() ? stats.value : null;
  }, () => services.clock.now());
  watchWebhookQueue(async () => {
    const stats = await services.webhookOutbox.stats();
    return stats.isOk() ? stats.value : null;
  });
  serveApiReference(app);
  // A bug in a route: logged in full with the request's id (the answer says only `internal`).
  const reportError: RestDeps['reportError'] = (error, c) => {
    const log = (c.get('log') as RequestLog | undefined)?.logger() ?? logger;
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'unexpected error');
  };
  // One address budget for /api/v1 and /mcp: both apps count against the same counters.
  const deps = { ...services, clientAddress: clientAddress(services.trustProxy), reportError };
  // The API's routes on this app itself, not a mounted sub-app (addRestRoutes says why); its
  // error handler answers for the whole app, so a bug anywhere answers in the Error shape.
  addRestRoutes(app.basePath('/api/v1'), deps);
  app.onError(restErrorHandler(deps));
  app.route('/mcp', createMcpApp(deps));
  servePhotos(app, services.photoStorage);
  // Anything else still answers in the spec's Error shape.
  app.notFound((c) => c.json({ error: { code: 'not_found', message: `no route for ${c.req.method} ${c.req.path}` } }, 404));
  return app;
}
