import type { Handler } from 'hono';
import type { Links } from '@marketplace/core';
import type { OwnerOperation } from '../deps.js';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { ownerInput } from './input.js';
import type { OwnerRoute } from './routes.js';

/**
 * Request to raw input, the use case acting as the key's owner, its result to an HTTP answer.
 * Answers about one owner's account are never stored by any cache.
 */
export function ownerHandler(route: OwnerRoute, operation: OwnerOperation<unknown>, links: Links): Handler<RestEnv> {
  return async (c) => {
    const principal = c.get('principal');
    if (principal === null) throw new Error(`${route.operation} is routed without requireKey`);
    const input = await ownerInput(c, route);
    if (input.isErr()) return errorResponse(c, input.error);
    const lang = c.get('lang');
    const result = await operation(input.value, { lang, links, principal });
    if (result.isErr()) return errorResponse(c, result.error);
    c.header('Content-Language', lang);
    c.header('Cache-Control', 'no-store');
    return c.json(result.value, 200);
  };
}
