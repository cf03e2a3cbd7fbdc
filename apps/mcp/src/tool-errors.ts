import type { GetAdvertError, GetCategoriesError, GetStorefrontError, RateLimited, SearchAdvertsError } from '@marketplace/core';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Every expected failure of the four reads. */
export type ReadError = SearchAdvertsError | GetAdvertError | GetCategoriesError | GetStorefrontError | RateLimited;

/**
 * The one table from error codes to tool errors. Every code is a tool error (`isError: true`),
 * never a JSON-RPC error, so the assistant sees it and can act on it; the second text tells it how.
 */
const NEXT_STEP: Record<ReadError['code'], string> = {
  invalid_arguments: 'Correct the argument named in `field` and call the tool again.',
  not_found: 'Nothing has this id (it may have been removed): search again rather than retrying the same id.',
  unavailable: 'The service failed for a moment; the same call may be retried shortly.',
  rate_limited: 'Too many calls: wait the seconds in `retry_after`, then call again.',
};

/**
 * A failure in the spec's Error shape `{ error: { code, message, field, retry_after } }`, as JSON text.
 * Not as `structuredContent`: clients (the official one included) check structured content
 * against the tool's output schema even on errors, and an Error is not a search result.
 */
export function toolError(error: ReadError): CallToolResult {
  const retryAfter = error.code === 'rate_limited' ? { retry_after: error.retryAfter } : {};
  const body = { error: { code: error.code, message: error.message, field: error.field, ...retryAfter } };
  return {
    isError: true,
    content: [
      { type: 'text', text: JSON.stringify(body) },
      { type: 'text', text: NEXT_STEP[error.code] },
    ],
  };
}
