import { createMiddleware } from 'hono/factory';
import type { RestEnv } from '../env.js';

/** Names the matched operation (spec names: search_adverts, …) for the host's logs and metrics. */
export const nameOperation = (operation: string) =>
  createMiddleware<RestEnv>(async (c, next) => {
    c.set('operation', operation);
    return next();
  });
