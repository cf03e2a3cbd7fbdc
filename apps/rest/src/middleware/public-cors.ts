import { cors } from 'hono/cors';

/**
 * CORS for the public reads only: any origin may read public adverts from a browser, without
 * credentials. The headers a client paces itself by are exposed. Owner routes get no CORS
 * headers: an API key belongs in a server or a script, not in a web page (decision 0022).
 */
export const publicCors = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD'],
  allowHeaders: ['Accept-Language'],
  exposeHeaders: ['Content-Language', 'RateLimit', 'RateLimit-Policy', 'Retry-After'],
  maxAge: 86_400,
});
