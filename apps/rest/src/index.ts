/** @marketplace/rest: the Hono adapter for /api/v1. */
export { createRestApp } from './app.js';
export type { OwnerOperation, PublicRead, RestDeps } from './deps.js';
export type { RestEnv } from './env.js';
export { ERROR_STATUS, type RestErrorCode, type HttpOnlyErrorCode } from './errors/status.js';
export { queryInput, type ObjectSchema, type QueryRules } from './input/query.js';
export { OWNER_ROUTES, type OwnerRoute } from './owner/routes.js';
export { PUBLIC_READ_ROUTES, type PublicReadRoute } from './public-reads/routes.js';
export { buildOpenApiDocument, documentedRoutes, openApiPath, API_VERSION, API_BASE_PATH } from './openapi/document.js';
export { OPERATION_DOCS, type OperationDoc, type OperationName } from './openapi/operations.js';
