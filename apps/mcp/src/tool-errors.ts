import type { Context } from 'hono';
import type { AdmitRequestError, DomainError, InvalidArguments } from '@marketplace/core';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ERROR_STATUS } from '@marketplace/rest/errors';
import type { ReadError } from './tools/index.js';
import { setAnswerHeader } from '@marketplace/rest/http';

/**
 * The MCP app's error tables, in one place: how a failure is answered inside MCP (a tool error)
 * and how one is answered before MCP begins (an HTTP status). Both use the spec's Error shape.
 */

/** The spec's Error shape `{ error: { code, message, field, retry_after } }` (absent members left out). */
const errorBody = (error: DomainError<string>) => ({
  error: { code: error.code, message: error.message, field: error.field, retry_after: error.retryAfter },
});

/**
 * The one table from error codes to tool errors. Every code is a tool error (`isError: true`),
 * never a JSON-RPC error, so the assistant sees it and can act on it; the second text tells it how.
 * Its rows are exactly the codes the tools can fail with (`ReadError`, derived from READ_TOOLS):
 * a tool that gains a code does not compile until the code has a row here.
 */
const NEXT_STEP: Record<ReadError['code'], string> = {
  invalid_arguments: 'Correct the argument named in `field` and call the tool again.',
  not_found: 'Nothing has this id (it may have been removed): search again rather than retrying the same id.',
  unavailable: 'The service failed for a moment; the same call may be retried shortly.',
};

/**
 * A failure in the spec's Error shape, as JSON text. Not as `structuredContent`: clients (the
 * official one included) check structured content against the tool's output schema even on
 * errors, and an Error is not a search result.
 */
export function toolError(error: ReadError): CallToolResult {
  return {
    isError: true,
    content: [
      { type: 'text', text: JSON.stringify(errorBody(error)) },
      { type: 'text', text: NEXT_STEP[error.code] },
    ],
  };
}

/** What /mcp refuses in HTTP, before any JSON-RPC is read: the request's rate, a bad `lang` in the address. */
export type HttpRefusal = AdmitRequestError | InvalidArguments;


/** A refusal as an HTTP answer: the Error shape, never cached, with Retry-After when it has one. */
export function httpRefusal(c: Context, error: HttpRefusal): Response {
  setAnswerHeader(c, 'Cache-Control', 'no-store');
  if (error.retryAfter !== undefined) setAnswerHeader(c, 'Retry-After', String(error.retryAfter));
  return c.json(errorBody(error), ERROR_STATUS[error.code]);
}
