import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from './logger.js';
import { RequestLog, withRequestLog } from './request-log.js';
import { rateLimitRejectionsTotal, recordRequest } from './metrics.js';
import { requestHeader, setAnswerHeader } from '@marketplace/rest/http';

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

/** The longest X-Request-Id a client may give; a longer one, or one with other characters, is replaced. */
const MAX_REQUEST_ID = 255;
const REQUEST_ID_CHARACTER = /[^\w\-=]/;

/**
 * The request's id: the client's X-Request-Id when it is 1-255 word characters, `-` or `=` (as
 * hono's requestId middleware takes it), else a new UUID; echoed in the answer's X-Request-Id.
 */
function requestIdOf(c: Context): string {
  const given = requestHeader(c, 'x-request-id');
  return given && given.length <= MAX_REQUEST_ID && !REQUEST_ID_CHARACTER.test(given) ? given : randomUUID();
}

/**
 * Per request: its id (X-Request-Id, given or made, echoed) and log, also the log of
 * whatever the request calls (`requestLogOr`) when `logContext`, one access line when the answer
 * is ready, and the request count and latency by operation and status.
 */
export const observe = (logger: Logger, options: ObserveOptions) =>
  createMiddleware<ObservedEnv>(async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c);
    c.set('requestId', id);
    setAnswerHeader(c, 'X-Request-Id', id);
    const log = new RequestLog(logger, id);
    c.set('log', log);
    await (options.logContext ? withRequestLog(log, next) : next());
    const seconds = (performance.now() - started) / 1000;
    const operation = c.get('operation') ?? fallbackOperation(c.req.path);
    const status = c.res.status;
    recordRequest(operation, c.req.method, status, seconds);
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
