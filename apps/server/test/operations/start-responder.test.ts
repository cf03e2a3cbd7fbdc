import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStartResponder, type StartResponder } from '../../src/operations/start-responder.js';

/**
 * The start responder's thread (decision 0065) passes requests other than /healthz and /readyz to
 * the main thread's loopback server: what that server's socket reads as the client's address is
 * the client's, not the thread's (the limits without a key count per client), and no client can
 * choose it.
 */

let upstream: Server;
let upstreamPort: number;
let responder: StartResponder;

beforeAll(async () => {
  // Answers with the peer address it sees, as getConnInfo reads it.
  upstream = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ address: req.socket.remoteAddress, family: req.socket.remoteFamily, headers: req.headers }));
  });
  upstreamPort = await new Promise<number>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve((upstream.address() as { port: number }).port)));
  responder = await startStartResponder({ host: '127.0.0.1', port: 0, upstream, upstreamPort });
});
afterAll(async () => {
  await responder.close();
  await new Promise((resolve) => upstream.close(resolve));
});

/** A GET from a given loopback address (Linux answers on all of 127.0.0.0/8). */
function get(port: number, path: string, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('answers /healthz and /readyz itself while starting', async () => {
  expect(await get(responder.port, '/healthz', '127.0.0.1')).toMatchObject({ status: 200 });
  expect(await get(responder.port, '/readyz', '127.0.0.1')).toMatchObject({ status: 503 });
});

it("passes other requests on with the client's address, whichever loopback address it came from", async () => {
  for (const client of ['127.0.0.2', '127.0.0.3']) {
    const answer = await get(responder.port, '/api/v1/categories', client);
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body) as { address: string; headers: Record<string, string> };
    expect(seen.address).toBe(client);
    expect(Object.keys(seen.headers)).not.toContain('x-start-responder-peer');
  }
});

it('lets no client choose the address: a header of its own is dropped, through the thread or straight to the loopback server', async () => {
  const forged = { 'x-start-responder-peer': 'guess IPv4 10.9.8.7' };
  const through = JSON.parse((await get(responder.port, '/api/v1/categories', '127.0.0.4', forged)).body) as { address: string };
  expect(through.address).toBe('127.0.0.4');
  const direct = JSON.parse((await get(upstreamPort, '/api/v1/categories', '127.0.0.5', forged)).body) as { address: string; headers: Record<string, string> };
  expect(direct.address).toBe('127.0.0.5');
  expect(Object.keys(direct.headers)).not.toContain('x-start-responder-peer');
});
