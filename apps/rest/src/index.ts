/** @marketplace/rest: the Hono adapter for /api/v1. */
export { addRestRoutes, createRestApp, restErrorHandler } from './app.js';
export type { RestDeps, RestInfrastructure, RestServices } from './deps.js';
export type { RestEnv } from './env.js';
export { ERROR_STATUS, type RestErrorCode, type HttpOnlyErrorCode } from './errors/status.js';
export { queryInput, type ObjectSchema, type QueryRules } from './input/query.js';
export {
  operationErrors,
  type Needs,
  type OwnerOperation,
  type PathId,
  type PublicRead,
  type RestOperation,
} from './operations/define.js';
export { OPERATIONS, type OperationServices } from './operations/index.js';
export { buildOpenApiDocument, openApiPath, API_VERSION, API_BASE_PATH } from './openapi/document.js';
