import { createMiddleware } from 'hono/factory';
import { requireScope, unauthorized, type Scope } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { setAnswerHeader } from '../http/headers.js';

/**
 * Key routes: runs after `authenticateKey`, which has already refused a bad key. No key at all is
 * 401 `unauthorized` with a bare Bearer challenge (RFC 6750: no error code when no credentials
 * were sent). The scope is checked here too, with RFC 6750's insufficient_scope challenge, before
 * the body is read, so a key without it learns nothing about its request; the use case checks it
 * again as the core's own guarantee.
 */
export const requireKey = (scope: Scope | readonly Scope[]) =>
  createMiddleware<RestEnv>(async (c, next) => {
    const principal = c.get('principal');
    if (principal === null) {
      setAnswerHeader(c, 'WWW-Authenticate', 'Bearer');
      return errorResponse(c, unauthorized());
    }
    // A list: any one of its scopes will do (the event feed shows what each allows).
    const scopes: readonly Scope[] = typeof scope === 'string' ? [scope] : scope;
    const lacking = scopes.every((one) => requireScope(principal, one) !== null);
    const missing = !lacking
      ? null
      : scopes.length === 1
        ? requireScope(principal, scopes[0]!)
        : { code: 'scope_required' as const, message: `the API key lacks every scope this needs: one of ${scopes.join(', ')}` };
    if (missing) {
      setAnswerHeader(c, 'WWW-Authenticate', `Bearer error="insufficient_scope", scope="${scopes.join(' ')}"`);
      return errorResponse(c, missing);
    }
    return next();
  });
