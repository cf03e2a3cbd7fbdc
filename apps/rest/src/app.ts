import { Hono, type ErrorHandler } from 'hono';
import type { BlankSchema } from 'hono/types';
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
import { ownerHandler } from './handlers/owner.js';
import { publicReadHandler } from './handlers/public-read.js';
import type { RestOperation } from './operations/define.js';
import { OPERATIONS } from './operations/index.js';

/** Methods a path answers, in the Allow header's order; HEAD goes with GET. */
function allowedMethods(operations: readonly RestOperation[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const { path, method } of operations) {
    const methods = byPath.get(path) ?? [];
    methods.push(...(method === 'GET' ? ['GET', 'HEAD'] : [method]));
    byPath.set(path, methods);
  }
  return byPath;
}

/**
 * The /api/v1 application: the four public reads, the owner operations with a key, and the Error
 * shape for everything else.
 */
export function createRestApp(deps: RestDeps): Hono<RestEnv> {
  const app = new Hono<RestEnv>();
  addRestRoutes(app, deps);
  app.onError(restErrorHandler(deps));
  return app;
}

/** What answers an error thrown in the API's routes: the Error shape, `internal` for a bug. */
export const restErrorHandler = (deps: Pick<RestDeps, 'reportError'>): ErrorHandler => errorHandler(deps.reportError);

/**
 * The API's routes on `app`, or on a host app's `basePath('/api/v1')`: a host that serves the
 * API so takes `restErrorHandler` as its own error handler. Mounted with `route()` instead, as a
 * sub-app with its own error handler, every handler and middleware of the API would run inside
 * one more async layer hono adds to give it that handler: a tenth of a cheap read's CPU.
 */
export function addRestRoutes<E extends RestEnv, P extends string>(host: Hono<E, BlankSchema, P>, deps: RestDeps): void {
  // The host's variables include the API's; hono's types cannot take a handler of a narrower env.
  const app = host as unknown as Hono<RestEnv>;
  // Built once: every link in REST answers carries utm_source=api.
  const links = makeLinks(deps.linkBases, 'api');
  const authenticate = authenticateKey(deps.authenticate);
  const remember = rememberLanguage(deps.recordReadingLanguage);
  // The route table, from the operation modules. Typed over RestDeps, so deps that lack a use case
  // an operation needs do not compile.
  const operations: readonly RestOperation<RestDeps>[] = OPERATIONS;
  const publicReads = operations.filter((operation) => operation.kind === 'public');
  const ownerOperations = operations.filter((operation) => operation.kind !== 'public');
  // Before the limits: a browser's preflight is not a request of the API and costs nothing.
  for (const { path } of publicReads) app.use(path, publicCors);
  // Each operation is named before the limits, so that a refusal (429) is counted in the metrics
  // under the operation it was for; an unknown route stays unnamed ("unmatched").
  for (const { method, path, operationId } of operations) app.on(method, path, nameOperation(operationId));
  app.get('/openapi.json', nameOperation('openapi'));
  // Every request, known route or not, is counted, against its key or its address.
  if (deps.admitRequest) {
    app.use('*', limitRequests(deps.admitRequest, deps.clientAddress ?? (() => 'unknown'), authenticate));
  }

  for (const read of publicReads) {
    app.get(read.path, authenticate, resolveLanguage, remember, publicReadHandler(read, read.useCase(deps), links));
    // HEAD is served by the GET route (Hono runs GET handlers for it); anything else is 405.
    app.all(read.path, methodNotAllowed(['GET', 'HEAD']));
  }

  // Every owner write honours Idempotency-Key, whatever operations are added.
  const idempotent = deps.idempotency && deps.clock ? [idempotentWrites(deps.idempotency, deps.clock)] : [];
  for (const operation of ownerOperations) {
    const body = operation.kind === 'owner-write' ? [jsonBody, ...idempotent] : [];
    const handler = ownerHandler(operation, operation.useCase(deps), links);
    app.on(operation.method, operation.path, authenticate, requireKey(operation.scope), resolveLanguage, remember, ...body, handler);
  }
  for (const [path, methods] of allowedMethods(ownerOperations)) app.all(path, methodNotAllowed(methods));

  // The OpenAPI 3.1 description of everything above, built once from the same operations.
  const document = buildOpenApiDocument();
  app.get('/openapi.json', (c) => c.json(document));
  app.all('/openapi.json', methodNotAllowed(['GET', 'HEAD']));

  // Registered last and as a route (not notFound()), so it also applies on a host's base path.
  app.all('*', routeNotFound);
}
