import { Hono } from 'hono';
import { makeLinks } from '@marketplace/core';
import type { RestDeps } from './deps.js';
import type { RestEnv } from './env.js';
import { errorHandler, methodNotAllowed, routeNotFound } from './errors/handlers.js';
import { authenticateKey } from './middleware/authenticate.js';
import { idempotentWrites } from './middleware/idempotency.js';
import { nameOperation } from './middleware/operation.js';
import { jsonBody } from './middleware/json-body.js';
import { resolveLanguage } from './middleware/language.js';
import { rememberLanguage } from './middleware/remember-language.js';
import { limitRequests } from './middleware/rate-limit.js';
import { requireKey } from './middleware/require-key.js';
import { publicCors } from './middleware/public-cors.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { ownerHandler } from './owner/handler.js';
import { allowedMethods, OWNER_ROUTES } from './owner/routes.js';
import { publicReadHandler } from './public-reads/handler.js';
import { PUBLIC_READ_ROUTES } from './public-reads/routes.js';

/**
 * The /api/v1 application: the four public reads, the owner operations with a key, and the Error
 * shape for everything else.
 */
export function createRestApp(deps: RestDeps): Hono<RestEnv> {
  const app = new Hono<RestEnv>();
  // Built once: every link in REST answers carries utm_source=api.
  const links = makeLinks(deps.linkBases, 'api');
  const authenticate = authenticateKey(deps.authenticate);
  const remember = rememberLanguage(deps.recordReadingLanguage);
  // Before the limits: a browser's preflight is not a request of the API and costs nothing.
  for (const route of PUBLIC_READ_ROUTES) app.use(route.path, publicCors);
  // Every request, known route or not, is counted, against its key or its address.
  if (deps.admitRequest) {
    app.use('*', limitRequests(deps.admitRequest, deps.clientAddress ?? (() => 'unknown'), authenticate));
  }

  for (const route of PUBLIC_READ_ROUTES) {
    app.get(route.path, nameOperation(route.operation), authenticate, resolveLanguage, remember, publicReadHandler(route, route.useCase(deps), links));
    // HEAD is served by the GET route (Hono runs GET handlers for it); anything else is 405.
    app.all(route.path, methodNotAllowed(['GET', 'HEAD']));
  }

  // Every write route of the table honours Idempotency-Key, whatever routes are added to it.
  const idempotent = deps.idempotency && deps.clock ? [idempotentWrites(deps.idempotency, deps.clock)] : [];
  for (const route of OWNER_ROUTES) {
    const body = route.input.from === 'body' ? [jsonBody, ...idempotent] : [];
    const handler = ownerHandler(route, route.useCase(deps), links);
    app.on(route.method, route.path, nameOperation(route.operation), authenticate, requireKey(route.scope), resolveLanguage, remember, ...body, handler);
  }
  for (const [path, methods] of allowedMethods(OWNER_ROUTES)) app.all(path, methodNotAllowed(methods));

  // The OpenAPI 3.1 description of everything above, built once from the same route tables.
  const document = buildOpenApiDocument();
  app.get('/openapi.json', nameOperation('openapi'), (c) => c.json(document));
  app.all('/openapi.json', methodNotAllowed(['GET', 'HEAD']));

  // Registered last and as a route (not notFound()), so it also applies once mounted under /api/v1.
  app.all('*', routeNotFound);
  app.onError(errorHandler(deps.reportError));
  return app;
}
