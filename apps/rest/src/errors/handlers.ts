import type { Context, ErrorHandler, Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { clientLeft } from './client-left.js';
import { errorResponse, type RestError } from './respond.js';
import { setAnswerHeader } from '../http/headers.js';

/** Unknown paths under /api/v1 answer in the Error shape, not Hono's plain text. */
export const routeNotFound: Handler = (c) =>
  errorResponse(c, { code: 'not_found', message: `no route for ${c.req.method} ${c.req.path}` });

/** A known path asked with a method it does not serve. */
export const methodNotAllowed =
  (allowed: readonly string[]): Handler =>
  (c) => {
    setAnswerHeader(c, 'Allow', allowed.join(', '));
    return errorResponse(c, {
      code: 'method_not_allowed',
      message: `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(' or ')}`,
    });
  };

/** Hono's own deliberate rejections of a malformed request (not bugs). */
function fromHttpException(error: HTTPException): RestError | null {
  if (error.status === 400) return { code: 'invalid_arguments', message: error.message || 'malformed request' };
  if (error.status === 401) return { code: 'unauthorized', message: error.message || 'unauthorized' };
  if (error.status === 404) return { code: 'not_found', message: error.message || 'not found' };
  if (error.status === 405) return { code: 'method_not_allowed', message: error.message || 'method not allowed' };
  return null;
}

/**
 * Anything thrown is a bug (expected failures travel as results): log it in full to stderr and
 * answer 500 `internal` without the error's text, which may hold SQL or internals.
 */
export const errorHandler =
  (report: (error: unknown, c: Context) => void = logToStderr): ErrorHandler =>
  (error, c: Context) => {
    // Reading the body failed because the client closed the connection (Hono's JSON reader says
    // 400 then): not a bug, and not the client's mistake either.
    if (clientLeft(c)) {
      return errorResponse(c, { code: 'client_closed_request', message: 'the client closed the connection before its request was read' });
    }
    if (error instanceof HTTPException) {
      const known = fromHttpException(error);
      if (known) return errorResponse(c, known);
    }
    report(error, c);
    return errorResponse(c, { code: 'internal', message: 'internal error; it has been logged' });
  };

function logToStderr(error: unknown, c: Context): void {
  console.error(`[rest] unexpected error on ${c.req.method} ${c.req.path}:`, error);
}
