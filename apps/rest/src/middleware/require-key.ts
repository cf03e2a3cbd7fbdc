import { createMiddleware } from 'hono/factory';
import { requireScope, unauthorized, type Scope } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';

/**
 * Key routes: runs after `authenticateKey`, which has already refused a bad key. No key at all is
 * 401 `unauthorized` with a bare Bearer challenge (RFC 6750: no error code when no credentials
 * were sent). The scope is checked here too, with RFC 6750's insufficient_scope challenge, before
 * the body is read, so a key without it learns nothing about its request; the use case checks it
 * again as the core's own guarantee.
 */
export const requireKey = (scope: Scope) =>
  createMiddleware<RestEnv>(async (c, next) => {
    const principal = c.get('principal');
    if (principal === null) {
      c.header('WWW-Authenticate', 'Bearer');
      return errorResponse(c, unauthorized());
    }
    const missing = requireScope(principal, scope);
    if (missing) {
      c.header('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
      return errorResponse(c, missing);
    }
    return next();
  });
