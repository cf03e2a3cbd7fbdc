import type { DomainError } from './errors.js';
import { HOUR_MS } from './time.js';

/** Photo download limits (spec Limits): public https on the default port, 3 redirects, 10 s, 10 MB. */
export const PHOTO_LIMITS = {
  maxRedirects: 3,
  timeoutMs: 10_000,
  maxBytes: 10 * 1024 * 1024,
  /** Decoding stops above this many pixels (a small file can claim a huge canvas). */
  maxPixels: 50_000_000,
  thumbnailSize: 320,
} as const;

/** An uploaded photo no draft or advert uses is deleted after this long. */
export const UNUSED_PHOTO_RETENTION_MS = 24 * HOUR_MS;

export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** Why a source was refused; each has its own code and message. */
export type PhotoRejectionCode =
  | 'photo_url_not_https'
  | 'photo_port_not_allowed'
  | 'photo_address_not_public'
  | 'photo_too_many_redirects'
  | 'photo_fetch_failed'
  | 'photo_timeout'
  | 'photo_too_large'
  | 'photo_unsupported_type'
  | 'photo_invalid_image'
  | 'photo_too_many_pixels';

export type PhotoRejected = DomainError<PhotoRejectionCode>;

const MESSAGES: Record<PhotoRejectionCode, string> = {
  photo_url_not_https: 'only https addresses are downloaded',
  photo_port_not_allowed: 'only the default https port (443) is allowed',
  // One code and message whether the name resolves to a private address or not at all, and no
  // address named: a caller cannot map the internal DNS through the answers (issue 23).
  photo_address_not_public: 'the host has no public address to download from',
  photo_too_many_redirects: `more than ${PHOTO_LIMITS.maxRedirects} redirects`,
  photo_fetch_failed: 'the source did not answer with the image',
  photo_timeout: `the download took longer than ${PHOTO_LIMITS.timeoutMs / 1000} seconds`,
  photo_too_large: `the image is larger than ${PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB`,
  photo_unsupported_type: 'the file is not a JPEG, PNG, WebP or GIF image',
  photo_invalid_image: 'the image cannot be decoded',
  photo_too_many_pixels: `the image has more than ${PHOTO_LIMITS.maxPixels} pixels`,
};

/** A rejection with its standard message, and a detail (the status, the redirect target, …). */
export const photoRejected = (code: PhotoRejectionCode, detail?: string): PhotoRejected => ({
  code,
  message: detail ? `${MESSAGES[code]} (${detail})` : MESSAGES[code],
  field: 'url',
});

/** The service's own photo keys (a photo id and an extension); no store keeps or reads anything else. */
export const isPhotoKey = (key: string): boolean => /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(key) && !key.includes('..');

/** Keys of a stored photo and its thumbnail: the photo id and a format extension. */
export const photoKeys = (photoId: string, extension: string) => ({
  key: `${photoId}.${extension}`,
  thumbnailKey: `${photoId}.thumb.webp`,
});
