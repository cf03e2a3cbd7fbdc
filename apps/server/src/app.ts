import { Hono } from 'hono';
import { createRestApp } from '@marketplace/rest';
import { createMcpApp } from '@marketplace/mcp';
import type { Services } from './compose.js';
import { servePhotos } from './photos-route.js';

/** One Hono app: the REST API under /api/v1 and the MCP endpoint at /mcp. */
export function createApp(services: Services): Hono {
  const app = new Hono();
  app.route('/api/v1', createRestApp(services));
  app.route('/mcp', createMcpApp(services));
  servePhotos(app, services.photoStorage);
  // Anything else still answers in the spec's Error shape.
  app.notFound((c) => c.json({ error: { code: 'not_found', message: `no route for ${c.req.method} ${c.req.path}` } }, 404));
  return app;
}
