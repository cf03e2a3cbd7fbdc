import { createMiddleware } from 'hono/factory';
import type { Logger } from './logger.js';
import { RequestLog, withRequestLog } from './request-log.js';
import { rateLimitRejectionsTotal, recordRequest } from './metrics.js';

export interface ObservedEnv {
  Variables: {
    requestId: string;
    /** The request's log: `.logger()` writes lines that carry its request id. */
    log: RequestLog;
    /** Set by the app that serves the route (the REST app sets the spec's operation name). */
    operation: string;
  };
}

const OPERATOR_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/docs']);

/** The operation label of the 503 answers a starting process gives in place of the API. */
export const STARTING_OPERATION = 'starting';

/**
 * Names for what the REST app does not name: the operator endpoints, MCP, and everything
 * unmatched under one label (a raw path as a label would let any client grow the metrics).
 */
function fallbackOperation(path: string): string {
  if (OPERATOR_PATHS.has(path)) return path.slice(1);
  if (path.startsWith('/docs/')) return 'docs';
  if (path === '/mcp' || path.startsWith('/mcp/')) return 'mcp';
  return 'unmatched';
}

export interface ObserveOptions {
  /**
   * Run each request in a log context, so that adapters built at start log under the request's
   * id (`requestLogOr`). Only when some adapter logs within requests: Node 20 runs the context's
   * promise hooks for every promise of the process (decision 0071).
   */
  readonly logContext: boolean;
}

/**
 * Per request: its log (hono's requestId runs first and echoes X-Request-Id), also the log of
 * whatever the request calls (`requestLogOr`) when `logContext`, one access line when the answer
 * is ready, and the request count and latency by operation and status.
 */
export const observe = (logger: Logger, options: ObserveOptions) =>
  createMiddleware<ObservedEnv>(async (c, next) => {
    const started = performance.now();
    const log = new RequestLog(logger, c.get('requestId'));
    c.set('log', log);
    await (options.logContext ? withRequestLog(log, next) : next());
    const seconds = (performance.now() - started) / 1000;
    const operation = c.get('operation') ?? fallbackOperation(c.req.path);
    const status = c.res.status;
    recordRequest({ operation, method: c.req.method, status }, seconds);
    // 429 is rate_limited's status alone (errors/status.ts), whichever limiter answered it.
    if (status === 429) rateLimitRejectionsTotal.inc({ operation });
    // A 503 of a normal start is expected (clients retry after Retry-After), and /readyz's 503 is
    // its answer, not a failure of the request: no error.
    const level = status >= 500 && operation !== STARTING_OPERATION && operation !== 'readyz' ? 'error' : 'info';
    // The line a child logger would write, without making one for every request.
    if (logger.isLevelEnabled(level)) {
      logger[level](
        { req_id: log.id, method: c.req.method, path: c.req.path, operation, status, duration_ms: Math.round(seconds * 10_000) / 10 },
        'request',
      );
    }
  });
