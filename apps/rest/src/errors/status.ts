import type { ContentfulStatusCode, UnofficialStatusCode } from 'hono/utils/http-status';
import type { Context } from 'hono';
import { setAnswerHeaders } from '../http/headers.js';
import { rateLimitFields, type ErrorCode, type RateQuota } from '@marketplace/core';

/** Codes only the HTTP layer produces: no use case knows about methods, bodies or crashes. */
export type HttpOnlyErrorCode =
  | 'bad_request'
  | 'request_timeout'
  | 'request_header_too_large'
  | 'method_not_implemented'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'internal'
  | 'client_closed_request'
  | 'idempotency_key_reused'
  | 'idempotency_in_progress';
export type RestErrorCode = ErrorCode | HttpOnlyErrorCode;

/**
 * Retry-After of a 503 `unavailable` (the database or the search index cannot serve now; the
 * process is starting): a short wait, after which a retry usually succeeds. `not_configured`
 * has none: waiting does not configure a provider.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

/**
 * The one table from error codes to HTTP statuses. Typed over every code, so a code added to
 * the core does not compile until it has a status here.
 */
export const ERROR_STATUS: Readonly<Record<RestErrorCode, ContentfulStatusCode>> = {
  invalid_arguments: 400,
  // A request HTTP itself refuses before any route sees it (decision 0039-protocol-errors)
  bad_request: 400,
  currency_required: 400,
  // upload_photo_from_url: the source was refused (the spec's 400 operation-specific codes)
  photo_url_not_https: 400,
  photo_port_not_allowed: 400,
  photo_address_not_public: 400,
  photo_too_many_redirects: 400,
  photo_fetch_failed: 400,
  photo_timeout: 400,
  photo_too_large: 400,
  photo_unsupported_type: 400,
  photo_invalid_image: 400,
  photo_too_many_pixels: 400,
  // webhooks: a url refused when saved (same policy as photo downloads)
  webhook_url_not_allowed: 400,
  webhook_address_not_public: 400,
  webhook_host_not_found: 400,
  unauthorized: 401,
  invalid_api_key: 401,
  scope_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  draft_incomplete: 409,
  advert_limit_reached: 409,
  advert_has_deal: 409,
  webhook_limit_reached: 409,
  idempotency_key_reused: 409,
  idempotency_in_progress: 409,
  cursor_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  request_header_too_large: 431,
  // The client went away before its request was read (nginx's 499): counted apart from 5xx and
  // 4xx, and answered to no one.
  client_closed_request: 499 as UnofficialStatusCode,
  internal: 500,
  method_not_implemented: 501,
  not_configured: 503,
  unavailable: 503,
};

/**
 * The request-limit fields of an answer (RateLimit-Policy, RateLimit): /api/v1 and /mcp set them
 * alike. With the table above, what /mcp shares of /api/v1's HTTP answers (`@marketplace/rest/errors`).
 */
export function setRateLimitFields(c: Context, quotas: readonly RateQuota[], made?: Response): void {
  const fields = rateLimitFields(quotas);
  setAnswerHeaders(
    c,
    [
      ['RateLimit-Policy', fields.policy],
      ['RateLimit', fields.state],
    ],
    made,
  );
}
