import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { startServerProcess, untilReady, type ServerProcess } from './support/server-process.js';

/**
 * Graceful shutdown of the real start command in its own process: SIGTERM stops new
 * connections, a request in flight still gets its whole answer, and the process exits 0. The
 * README's `npx --yes pnpm@9.15.9 start` passes a SIGTERM to its top process down to the server.
 */

const market = ownerMarketplace();

let database: TestDatabase;
let server: ServerProcess;
beforeAll(async () => {
  database = await createTestDatabase();
  await loadSeedData(database.database, market.data);
  server = await startServerProcess({ DATABASE_URL: database.url });
  // A ready server: until then the start responder's thread holds the port (decision 0065), and
  // a stop while starting is starting.test.ts's.
  await untilReady(server.baseUrl);
});
afterAll(async () => {
  server.kill();
  await database.drop();
});

it('finishes the request in flight on SIGTERM, refuses new ones, and exits 0', async () => {
  const key = await issueKey(database.database, market.users.owner.id);

  // A write whose body arrives in two parts: the server holds it open between them.
  const body = JSON.stringify({ selector: { ids: [market.adverts.phoneEur.id] }, rule: { percent: -10 } });
  const answer = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'PATCH',
        path: '/api/v1/my/adverts',
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Request-Id': 'in-flight-1',
          // The server's 100 Continue proves it has read the headers: the request is in flight.
          Expect: '100-continue',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ response, text }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      req.write(body.slice(0, 10));
      server.signal('SIGTERM');
      server
        .logLine((line) => line.signal === 'SIGTERM')
        .then(() =>
          fetch(`${server.baseUrl}/healthz`).then(
            () => reject(new Error('a new connection was accepted after SIGTERM')),
            // The listening socket is closed: a new connection is refused while this one is served.
            () => req.end(body.slice(10)),
          ),
        )
        .catch(reject);
    });
  });

  const { response, text } = await answer;
  expect(response.statusCode).toBe(200);
  expect(JSON.parse(text)).toEqual({ applied: 1, failed: 0, failures: [] });
  expect(response.headers.connection).toBe('close');
  expect(await server.exited).toBe(0);
  expect(await server.logLine((line) => line.req_id === 'in-flight-1')).toMatchObject({ status: 200, operation: 'update_adverts' });
  expect(server.logs.at(-1)).toMatchObject({ msg: 'stopped' });
});

describe('the start command on the embedded default', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'marketplace-start-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => startServerProcess({ DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_ADVERTS: '3' }, { via: 'start' });
  const printedKey = (output: string) => /Bearer (mk_\w+)/.exec(output)?.[1];
  const stopByTopProcess = async (started: ServerProcess) => {
    started.signal('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.logs.at(-1)).toMatchObject({ msg: 'stopped' });
    expect(started.output()).not.toContain('ELIFECYCLE');
    // Nothing of the start command is left listening.
    await expect(fetch(`${started.baseUrl}/healthz`)).rejects.toThrow();
  };

  it('stops on SIGTERM to the top process (npx), exits 0 without ELIFECYCLE, and keeps the demo key', async () => {
    const first = await start();
    let key: string | undefined;
    try {
      key = printedKey(first.output()) ?? printedKey(await waitForOutput(first, /Bearer mk_\w+/));
      expect(key).toBeDefined();
      const me = await fetch(`${first.baseUrl}/api/v1/me`, { headers: { Authorization: `Bearer ${key}` } });
      expect(me.status).toBe(200);
      expect((statSync(join(dataDir, 'demo-key')).mode & 0o777).toString(8)).toBe('600');
      await stopByTopProcess(first);
    } finally {
      first.kill();
    }

    const second = await start();
    try {
      const again = printedKey(second.output()) ?? printedKey(await waitForOutput(second, /Bearer mk_\w+/));
      expect(again).toBe(key);
      const me = await fetch(`${second.baseUrl}/api/v1/me`, { headers: { Authorization: `Bearer ${key}` } });
      expect(me.status).toBe(200);
      await stopByTopProcess(second);
    } finally {
      second.kill();
    }
  }, 180_000);
});

async function waitForOutput(server: ServerProcess, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 100 && !pattern.test(server.output()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return server.output();
}
