/** upload_photo_from_url: each rejection of the source has its own code (domain/photo.ts). */
export const PHOTO_REJECTION_CODES = [
  'photo_url_not_https',
  'photo_port_not_allowed',
  'photo_address_not_public',
  'photo_too_many_redirects',
  'photo_fetch_failed',
  'photo_timeout',
  'photo_too_large',
  'photo_unsupported_type',
  'photo_invalid_image',
  'photo_too_many_pixels',
] as const;

/**
 * Expected failures carry one of the spec's stable codes. Bugs throw; these do not.
 * The HTTP and MCP layers map each code to a status in one table each.
 */
export const ERROR_CODES = [
  'invalid_arguments',
  'not_found',
  'unauthorized',
  'invalid_api_key',
  'scope_required',
  'rate_limited',
  'draft_incomplete',
  'advert_limit_reached',
  'advert_has_deal',
  'currency_required',
  'not_configured',
  'unavailable',
  ...PHOTO_REJECTION_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface DomainError<C extends string = ErrorCode> {
  readonly code: C;
  readonly message: string;
  readonly field?: string;
  readonly retryAfter?: number;
}

export type InvalidArguments = DomainError<'invalid_arguments'>;
export type NotFound = DomainError<'not_found'>;
/** An outside component (database, provider) failed; the request may be retried. */
export type Unavailable = DomainError<'unavailable'>;

export const invalidArguments = (field: string, message: string): InvalidArguments => ({
  code: 'invalid_arguments',
  field,
  message,
});

export const notFound = (message: string): NotFound => ({ code: 'not_found', message });

export const unavailable = (message: string): Unavailable => ({ code: 'unavailable', message });
