import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { startServerProcess, type ServerProcess } from '../operations/support/server-process.js';
import { seedWriters, sleep, START_PRICE, type Writer } from '../support/chaos.js';

/**
 * Exactly once across a crash (decision 0030-exactly-once-writes), with the real start command
 * killed by SIGKILL: a write and the kept answer of its Idempotency-Key commit together, so a
 * retry after the kill replays the answer and the effect happens once; a claim whose process died
 * before anything committed is gone with it, and the retry does the work at once.
 */

let database: TestDatabase;
let writers: Writer[];
let server: ServerProcess | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  writers = await seedWriters(database.database, 3);
}, 60_000);
afterEach(() => {
  server?.kill();
  server = undefined;
});
afterAll(async () => {
  await database.drop();
});

const start = async () => {
  server = await startServerProcess({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '3', RATE_LIMITS: 'off' });
  return server;
};

const write = (writer: Writer, path: string, method: string, body: unknown, key: string) =>
  fetch(`${server!.baseUrl}/api/v1${path}`, {
    method,
    body: JSON.stringify(body),
    headers: { Authorization: `Bearer ${writer.key}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
  });

interface Observation extends Record<string, unknown> {
  effect: boolean;
  answer: number | null;
}

/**
 * Polls the database until the write's effect is committed, then kills the server at once: the
 * kill lands after the commit and (as a rule) before the answer reached the client. Every
 * observation must show the effect and the kept answer together, never one without the other.
 */
async function killOnceCommitted(userId: string, key: string, effect: ReturnType<typeof sql>): Promise<Observation[]> {
  const seen: Observation[] = [];
  for (;;) {
    const [row] = await database.database.query<Observation>(sql`
      select ${effect} as effect,
        (select status from idempotency_keys where user_id = ${userId} and key = ${key}) as answer`);
    seen.push(row!);
    if (row!.effect || row!.answer !== null) break;
  }
  server!.signal('SIGKILL');
  await server!.exited;
  return seen;
}

it('replays a message whose process was killed between the commit and the answer, and stores it once', async () => {
  const writer = writers[0]!;
  await start();
  const body = { text: 'crash test message' };
  const first = write(writer, `/my/chats/${writer.chatId}/messages`, 'POST', body, 'crash-message').then(
    async (answer) => ({ status: answer.status, body: await answer.text() }),
    () => null,
  );
  const seen = await killOnceCommitted(writer.userId, 'crash-message', sql`exists (select 1 from messages where text = ${body.text})`);
  expect(seen.at(-1)).toEqual({ effect: true, answer: 200 });
  const firstAnswer = await first;

  await start();
  const retry = await write(writer, `/my/chats/${writer.chatId}/messages`, 'POST', body, 'crash-message');
  expect(retry.status).toBe(200);
  expect(retry.headers.get('idempotent-replayed')).toBe('true');
  const replayed = await retry.text();
  if (firstAnswer !== null) expect(replayed).toBe(firstAnswer.body);
  const [count] = await database.database.query<{ n: number }>(sql`select count(*)::int as n from messages where text = ${body.text}`);
  expect(count).toEqual({ n: 1 });
}, 90_000);

it('applies a delta price change once when its process was killed between the commit and the answer', async () => {
  const writer = writers[1]!;
  await start();
  const body = { selector: { ids: [writer.advertId] }, rule: { delta: 5, currency: 'EUR' } };
  void write(writer, '/my/adverts', 'PATCH', body, 'crash-delta').catch(() => null);
  const seen = await killOnceCommitted(
    writer.userId,
    'crash-delta',
    sql`exists (select 1 from adverts where id = ${writer.advertId}::uuid and price_minor <> ${START_PRICE * 100})`,
  );
  expect(seen.at(-1)).toEqual({ effect: true, answer: 200 });

  await start();
  const retry = await write(writer, '/my/adverts', 'PATCH', body, 'crash-delta');
  expect(retry.status).toBe(200);
  expect(retry.headers.get('idempotent-replayed')).toBe('true');
  expect(await retry.json()).toEqual({ applied: 1, failed: 0, failures: [] });
  const [advert] = await database.database.query<{ price_minor: number }>(sql`
    select price_minor::int as price_minor from adverts where id = ${writer.advertId}::uuid`);
  expect(advert).toEqual({ price_minor: (START_PRICE + 5) * 100 });
}, 90_000);

it('runs the work once at the retry when the process died with the key claimed and nothing committed', async () => {
  const writer = writers[2]!;
  await start();
  const body = { selector: { ids: [writer.advertId] }, rule: { delta: 7, currency: 'EUR' } };
  const client = database.database.client!;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The owner's row locked from outside: the request claims its key, then waits for the lock.
  let locked!: () => void;
  const lockHeld = new Promise<void>((resolve) => (locked = resolve));
  const holder = client.begin(async (tx) => {
    await tx`select id from users where id = ${writer.userId}::uuid for update`;
    locked();
    await released;
  });
  await lockHeld;
  void write(writer, '/my/adverts', 'PATCH', body, 'crash-claim').catch(() => null);
  for (;;) {
    const waiting = await database.database.query(sql`
      select 1 from pg_stat_activity where application_name = 'marketplace' and wait_event_type = 'Lock'`);
    if (waiting.length > 0) break;
    await sleep(20);
  }
  server!.signal('SIGKILL');
  await server!.exited;
  release();
  await holder;

  await start();
  const retry = await write(writer, '/my/adverts', 'PATCH', body, 'crash-claim');
  expect(retry.status).toBe(200);
  expect(retry.headers.get('idempotent-replayed')).toBeNull();
  expect(await retry.json()).toEqual({ applied: 1, failed: 0, failures: [] });
  const [advert] = await database.database.query<{ price_minor: number }>(sql`
    select price_minor::int as price_minor from adverts where id = ${writer.advertId}::uuid`);
  expect(advert).toEqual({ price_minor: (START_PRICE + 7) * 100 });
}, 90_000);
