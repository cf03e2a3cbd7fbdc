import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { setAnswerHeader } from '../http/headers.js';

const EXPOSED = ['Content-Language', 'RateLimit', 'RateLimit-Policy', 'Retry-After'];

/** A browser's preflight: hono's own answer. */
const preflight = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD'],
  allowHeaders: ['Accept-Language'],
  exposeHeaders: EXPOSED,
  maxAge: 86_400,
});
const exposed = EXPOSED.join(',');

/**
 * CORS for the public reads only: any origin may read public adverts from a browser, without
 * credentials. The headers a client paces itself by are exposed. Owner routes get no CORS
 * headers: an API key belongs in a server or a script, not in a web page (decision 0022).
 *
 * The two headers of an actual request are set with `c.header` before the answer exists, so they
 * join the handler's answer as it is made. (hono's cors sets them on `c.res`, which creates an
 * empty answer first; the handler's answer is then copied onto it, its body through a
 * ReadableStream: a fifth of a cheap request's CPU.)
 */
export const publicCors: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'OPTIONS') return preflight(c, next);
  setAnswerHeader(c, 'Access-Control-Allow-Origin', '*');
  setAnswerHeader(c, 'Access-Control-Expose-Headers', exposed);
  return next();
};
