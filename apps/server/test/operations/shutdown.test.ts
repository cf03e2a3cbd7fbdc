import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';

/**
 * Graceful shutdown of the real start command (`pnpm start`'s main.ts, in its own process):
 * SIGTERM stops new connections, a request in flight still gets its whole answer, and the
 * process exits 0.
 */

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const market = ownerMarketplace();

let database: TestDatabase;
let server: ChildProcess;
const logLines: Record<string, unknown>[] = [];
const waiters: { test: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];

/** Resolves with the first log line (already written or still to come) that passes `test`. */
function logLine(test: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const seen = logLines.find(test);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => waiters.push({ test, resolve }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await loadSeedData(database.database, market.data);
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', SEED_ADVERTS: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.resume();
  createInterface({ input: server.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    logLines.push(line);
    for (const waiter of waiters.filter((w) => w.test(line))) waiter.resolve(line);
  });
});
afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await database.drop();
});

it('finishes the request in flight on SIGTERM, refuses new ones, and exits 0', async () => {
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const listening = await logLine((line) => typeof line.port === 'number');
  const port = listening.port as number;
  const key = await issueKey(database.database, market.users.owner.id);

  // A write whose body arrives in two parts: the server holds it open between them.
  const body = JSON.stringify({ selector: { ids: [market.adverts.phoneEur.id] }, rule: { percent: -10 } });
  const answer = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
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
      server.kill('SIGTERM');
      logLine((line) => line.signal === 'SIGTERM')
        .then(() =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
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
  expect(await exited).toBe(0);
  expect(await logLine((line) => line.req_id === 'in-flight-1')).toMatchObject({ status: 200, operation: 'update_adverts' });
  expect(logLines.at(-1)).toMatchObject({ msg: 'stopped' });
});
