import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * Issue 22: /healthz answers at once through a whole start, the heaviest one included: the start
 * command on a fresh embedded data directory (PGlite created, migrated, demo data generated), and
 * a later start on it (decision 0065). The start's work holds the main thread for seconds at a
 * time; the port is held by a thread of its own meanwhile. The bound on the slowest answer is
 * generous (a busy CI machine) but far below those seconds.
 */
const SLOWEST_ANSWER_MS = 1_000;
const dataDir = mkdtempSync(join(tmpdir(), 'starting-liveness-'));
const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  readonly path: string;
  readonly status: number | 'no answer';
  readonly ms: number;
  readonly body: string;
  readonly retryAfter: string | null;
}

async function ask(baseUrl: string, path: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    return { path, status: response.status, ms: performance.now() - started, body, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { path, status: 'no answer', ms: performance.now() - started, body: '', retryAfter: null };
  }
}

/** /healthz and /readyz, one after the other from the moment it listens until /readyz says ready. */
async function pollUntilReady(server: ServerProcess): Promise<Answer[]> {
  const answers: Answer[] = [];
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    answers.push(await ask(server.baseUrl, '/healthz'));
    const ready = await ask(server.baseUrl, '/readyz');
    answers.push(ready);
    if (ready.status === 200) return answers;
    // Every 20 ms: a stall of the process shows as one slow answer, not as a gap between questions.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not ready within the deadline; last answers: ${JSON.stringify(answers.slice(-4))}`);
}

function expectPromptAnswers(answers: Answer[]): void {
  const health = answers.filter((answer) => answer.path === '/healthz');
  const slowest = Math.max(...health.map((answer) => answer.ms));
  expect(health.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(slowest, `slowest /healthz answer: ${Math.round(slowest)} ms`).toBeLessThan(SLOWEST_ANSWER_MS);
  // Until ready, /readyz says why, and when to ask again.
  for (const answer of answers.filter((answer) => answer.path === '/readyz' && answer.status !== 200)) {
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ status: expect.stringMatching(/^(starting|search_index_loading)$/) });
    expect(answer.retryAfter).toBe('2');
  }
  expect(Math.max(...answers.filter((answer) => answer.path === '/readyz').map((answer) => answer.ms))).toBeLessThan(SLOWEST_ANSWER_MS);
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(
    { DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_ADVERTS: '300', EMBEDDED_BACKUP_INTERVAL_MINUTES: '0' },
    { via: 'start', until: 'listening' },
  );
  running.push(server);
  return server;
}

it('answers /healthz at once through a first start on a fresh embedded data directory, then through a later start', async () => {
  const first = await start();
  const firstAnswers = await pollUntilReady(first);
  // The start's heavy steps happened while it was asked (not before it listened).
  expect(first.logs.some((line) => line.msg === 'seeded demo data')).toBe(true);
  expectPromptAnswers(firstAnswers);
  first.signal('SIGTERM');
  expect(await first.exited).toBe(0);

  const later = await start();
  expectPromptAnswers(await pollUntilReady(later));
  // After the start the main thread answers (the port is handed over): the API serves.
  expect((await fetch(`${later.baseUrl}/api/v1/categories`)).status).toBe(200);
  later.signal('SIGTERM');
  expect(await later.exited).toBe(0);
}, 300_000);
