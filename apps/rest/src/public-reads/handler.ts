import type { Handler } from 'hono';
import type { Links } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { queryInput } from '../input/query.js';
import { LANG_PARAMETER } from '../middleware/language.js';
import type { PublicRead } from '../deps.js';
import type { PublicReadRoute } from './routes.js';

const CONSUMED = new Set([LANG_PARAMETER]);

/**
 * Public reads change only when adverts are published, bumped or repriced, so a short cache
 * lifetime spares the database at little staleness. A response to a request with a key is not
 * for shared caches: a stored copy would hide a later revoked-key 401.
 */
const cacheControl = (withKey: boolean): string => `${withKey ? 'private' : 'public'}, max-age=60`;

/** Query string and path to raw input, the use case, and its result to an HTTP answer. */
export function publicReadHandler(route: PublicReadRoute, read: PublicRead<unknown>, links: Links): Handler<RestEnv> {
  const rules = { consumed: CONSUMED, fromPath: new Set(route.pathParam ? [route.pathParam] : []) };
  return async (c) => {
    const query = queryInput(route.input, new URL(c.req.url).searchParams, rules);
    if (query.isErr()) return errorResponse(c, query.error);
    const raw = route.pathParam ? { ...query.value, [route.pathParam]: c.req.param(route.pathParam) } : query.value;
    const lang = c.get('lang');
    const result = await read(raw, { lang, links });
    if (result.isErr()) return errorResponse(c, result.error);
    c.header('Content-Language', lang);
    c.header('Cache-Control', cacheControl(c.get('principal') !== null));
    return c.json(result.value, 200);
  };
}
