/**
 * The ceiling of the HTTP stack: the same Hono and @hono/node-server as the service, one route
 * answering a small JSON object. `node --import tsx bench/hello-server.ts <port>`
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/hello', (c) => c.json({ hello: 'world' }));
const port = Number(process.argv[2] ?? 0);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => console.log(`hello-world listening on ${info.port}`));
process.on('SIGTERM', () => process.exit(0));
