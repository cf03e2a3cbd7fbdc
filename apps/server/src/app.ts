import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createRestApp } from '@marketplace/rest';
import { createMcpApp } from '@marketplace/mcp';
import { clientAddress } from './client-address.js';
import type { Services } from './compose.js';

/** One Hono app: the REST API under /api/v1 and the MCP endpoint at /mcp. */
export function createApp(services: Services): Hono {
  const app = new Hono();
  // Answers are JSON for programs: no framing, no sniffing, no referrer, no scripts (hono's defaults
  // plus a CSP that allows nothing; the Swagger page, if mounted later, needs its own).
  app.use('*', secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } }));
  // One address budget for /api/v1 and /mcp: both apps count against the same counters.
  const deps = { ...services, clientAddress: clientAddress(services.trustProxy) };
  app.route('/api/v1', createRestApp(deps));
  app.route('/mcp', createMcpApp(deps));
  // Anything else still answers in the spec's Error shape.
  app.notFound((c) => c.json({ error: { code: 'not_found', message: `no route for ${c.req.method} ${c.req.path}` } }, 404));
  return app;
}
