import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { requestHeader } from '../http/headers.js';

/** Bodies of the owner operations are small selectors and rules; anything larger is a mistake. */
export const MAX_BODY_BYTES = 64 * 1024;

// application/json, optionally with charset=utf-8 (JSON is UTF-8; RFC 8259), in any letter case.
const JSON_MEDIA_TYPE = /^application\/json\s*(;\s*charset\s*=\s*("utf-8"|utf-8)\s*)?$/i;

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    errorResponse(c, { code: 'payload_too_large', message: `the body is larger than ${MAX_BODY_BYTES} bytes` }),
});

/**
 * Write routes: the body must be declared JSON (415 otherwise) and at most 64 KiB (413), counted
 * as it streams in, so a missing or false Content-Length cannot get more through.
 */
export const jsonBody = createMiddleware<RestEnv>(async (c, next) => {
  const type = requestHeader(c, 'content-type');
  if (type === undefined || !JSON_MEDIA_TYPE.test(type.trim())) {
    return errorResponse(c, {
      code: 'unsupported_media_type',
      message: 'send the body as JSON with Content-Type: application/json',
    });
  }
  return limit(c, next);
});
