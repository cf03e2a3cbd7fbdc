import { swaggerUI } from '@hono/swagger-ui';
import type { MiddlewareHandler } from 'hono';
import { API_BASE_PATH } from './document.js';

/** The interactive API reference (Swagger UI) over the served document. */
export const apiReferencePage = (): MiddlewareHandler =>
  swaggerUI({ url: `${API_BASE_PATH}/openapi.json`, title: 'Marketplace API reference', persistAuthorization: true });
