import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { RestDeps } from '../deps.js';
import type { RestEnv } from '../env.js';
import { errorResponse, type RestError } from '../errors/respond.js';
import { requestHeader, setAnswerHeader } from '../http/headers.js';

const BEARER = /^Bearer +(\S+)$/i;

const notBearer: RestError = {
  code: 'invalid_api_key',
  message: 'send the API key as Authorization: Bearer <API_KEY>',
};

function reject(c: Context<RestEnv>, error: RestError): Response {
  // RFC 6750: tell the client the token itself was refused.
  if (error.code === 'invalid_api_key') setAnswerHeader(c, 'WWW-Authenticate', 'Bearer error="invalid_token"');
  return errorResponse(c, error);
}

/**
 * Resolves `Authorization: Bearer <API_KEY>` to the key's owner. No header: anonymous (principal
 * null), which public reads accept; key-protected routes add their own check of the principal
 * and its scope after this one. A header that is present but not a usable Bearer key fails on
 * every route: the caller meant to use a key and must learn that it does not work.
 */
export const authenticateKey = (authenticate: RestDeps['authenticate']) =>
  createMiddleware<RestEnv>(async (c, next) => {
    // Already resolved for this request (the rate limits run it first on every route).
    if (c.get('principal') !== undefined) return next();
    const header = requestHeader(c, 'authorization');
    if (header === undefined) {
      c.set('principal', null);
      return next();
    }
    const secret = BEARER.exec(header.trim())?.[1];
    if (secret === undefined) return reject(c, notBearer);
    const result = await authenticate(secret);
    if (result.isErr()) return reject(c, result.error);
    c.set('principal', result.value);
    return next();
  });
