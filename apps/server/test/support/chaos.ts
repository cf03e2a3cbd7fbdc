import { sql } from 'drizzle-orm';
import { loadSeedData, openDatabase, tables, type Database } from '@marketplace/adapters-postgres';
import { aCategory, aSeller, anAdvert, testId } from '@marketplace/core/testing';
import { startCluster, type Cluster } from '../../../../scripts/pg-cluster.mjs';
import { startServerProcess, type ServerProcess } from '../operations/support/server-process.js';
import { issueKey } from './api-keys.js';

/**
 * Faults with real processes, for the restart tests and `pnpm chaos`: a PostgreSQL cluster of its
 * own (never the shared test cluster: it is restarted and stopped), the real start command over
 * it, and writers sending price updates and chat messages to it on loopback. Each writer is an
 * owner of its own (one advert, one chat with a common buyer), so the daily cap of 100 messages
 * of one user is never what stops them.
 */

/** Messages a writer sends at most per rig: under the daily cap of 100. */
const MESSAGES_PER_WRITER = 90;
export const START_PRICE = 100;

export interface Writer {
  readonly index: number;
  readonly userId: string;
  readonly key: string;
  readonly advertId: string;
  readonly chatId: string;
}

export interface Rig {
  readonly cluster: Cluster;
  /** The rig's own handle on the database, for checking what was kept. */
  readonly database: Database;
  readonly writers: readonly Writer[];
  /** The running server process (replaced by `restartServer`). */
  server: ServerProcess;
  /** Set when a server process exited that the rig did not kill itself. */
  readonly crashes: string[];
  killServer(): Promise<void>;
  startServer(): Promise<void>;
  close(): Promise<void>;
}

/** `count` owners, each with an advert at 100 EUR and a chat with one common buyer, and a key. */
export async function seedWriters(database: Database, count: number): Promise<Writer[]> {
  const category = aCategory({ title: 'Chaos' });
  const buyer = aSeller({ firstName: 'Buyer' });
  const sellers = Array.from({ length: count }, (_, i) => aSeller({ firstName: `Writer${i}` }));
  const adverts = sellers.map((seller) => anAdvert({ sellerId: seller.id, categoryId: category.id, priceMinor: START_PRICE * 100 }));
  await loadSeedData(database, { categories: [category], users: [buyer, ...sellers], adverts });
  const writers: Writer[] = [];
  for (const [index, seller] of sellers.entries()) {
    const chatId = testId();
    const createdAt = new Date('2026-01-01T00:00:00.000Z');
    await database.db.insert(tables.chats).values({ id: chatId, advertId: adverts[index]!.id, createdAt, lastMessageAt: createdAt });
    await database.db.insert(tables.chatMembers).values([
      { chatId, userId: seller.id, lastReadAt: null },
      { chatId, userId: buyer.id, lastReadAt: null },
    ]);
    writers.push({ index, userId: seller.id, key: await issueKey(database, seller.id), advertId: adverts[index]!.id, chatId });
  }
  return writers;
}

export async function startRig(writerCount: number): Promise<Rig> {
  // fsync and synchronous commits on, as in production: an acknowledged write must survive.
  const cluster = await startCluster({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' });
  const database = await openDatabase({ url: cluster.url, maxConnections: 4 });
  try {
    await database.migrate();
    const writers = await seedWriters(database, writerCount);
    const crashes: string[] = [];
    let expectedExit = false;
    const start = async () => {
      expectedExit = false;
      // Request limits off: the writers test the database, not the limits.
      const server = await startServerProcess({ DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '6', RATE_LIMITS: 'off' });
      void server.exited.then((code) => {
        if (!expectedExit) crashes.push(`the server exited (${String(code)}); last lines: ${JSON.stringify(server.logs.slice(-3))}`);
      });
      return server;
    };
    const rig: Rig = {
      cluster,
      database,
      writers,
      server: await start(),
      crashes,
      killServer: async () => {
        expectedExit = true;
        rig.server.kill();
        await rig.server.exited;
      },
      startServer: async () => {
        rig.server = await start();
      },
      close: async () => {
        expectedExit = true;
        rig.server.kill();
        await rig.server.exited;
        await database.close();
        cluster.stop();
      },
    };
    return rig;
  } catch (error) {
    await database.close();
    cluster.stop();
    throw error;
  }
}

/** What the writers saw. Times are `performance.now()` milliseconds. */
export interface Tally {
  sent: number;
  acknowledged: number;
  /** Answers by status (and `network` for a refused or reset connection, `timeout`). */
  readonly answers: Record<string, number>;
  /** The longest a 503 took to come. */
  slowest503Ms: number;
  /** When each write was acknowledged. */
  readonly ackTimes: number[];
  /** Logical writes acknowledged: message texts, and per advert the price changes. */
  readonly ackedTexts: string[];
  readonly ackedPrice: Map<string, number>;
  /** Keyed runs: price increments acknowledged per advert. */
  readonly ackedDeltas: Map<string, number>;
  /** Replayed answers (Idempotent-Replayed: true). */
  replayed: number;
}

const newTally = (): Tally => ({
  sent: 0,
  acknowledged: 0,
  answers: {},
  slowest503Ms: 0,
  ackTimes: [],
  ackedTexts: [],
  ackedPrice: new Map(),
  ackedDeltas: new Map(),
  replayed: 0,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  readonly status: number | 'network' | 'timeout';
  readonly replayed: boolean;
}

async function send(rig: Rig, tally: Tally, writer: Writer, path: string, method: string, body: unknown, idempotencyKey?: string): Promise<Attempt> {
  tally.sent += 1;
  const started = performance.now();
  let status: Attempt['status'];
  let replayed = false;
  try {
    const answer = await fetch(`${rig.server.baseUrl}/api/v1${path}`, {
      method,
      body: JSON.stringify(body),
      headers: {
        Authorization: `Bearer ${writer.key}`,
        'Content-Type': 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });
    await answer.arrayBuffer();
    status = answer.status;
    replayed = answer.headers.get('idempotent-replayed') === 'true';
  } catch (error) {
    status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
  }
  tally.answers[String(status)] = (tally.answers[String(status)] ?? 0) + 1;
  if (status === 503) tally.slowest503Ms = Math.max(tally.slowest503Ms, performance.now() - started);
  if (replayed) tally.replayed += 1;
  return { status, replayed };
}

function acknowledge(tally: Tally): void {
  tally.acknowledged += 1;
  tally.ackTimes.push(performance.now());
}

/**
 * Writers without retries while `running()`: each sets its advert's price to a rising value or
 * sends a message, one request at a time. An acknowledged write (200) must be in the database.
 */
export async function driveWrites(rig: Rig, running: () => boolean, tally: Tally = newTally()): Promise<Tally> {
  await Promise.all(
    rig.writers.map(async (writer) => {
      let messages = 0;
      for (let i = 0; running(); i += 1) {
        if (i % 3 === 0 && messages < MESSAGES_PER_WRITER) {
          messages += 1;
          const text = `chaos w${writer.index} m${i}`;
          const { status } = await send(rig, tally, writer, `/my/chats/${writer.chatId}/messages`, 'POST', { text });
          if (status === 200) {
            acknowledge(tally);
            tally.ackedTexts.push(text);
          }
        } else {
          const price = START_PRICE + i + 1;
          const { status } = await send(rig, tally, writer, '/my/adverts', 'PATCH', {
            selector: { ids: [writer.advertId] },
            rule: { set: price, currency: 'EUR' },
          });
          if (status === 200) {
            acknowledge(tally);
            tally.ackedPrice.set(writer.advertId, price);
          }
        }
        await sleep(10);
      }
    }),
  );
  return tally;
}

/**
 * Writers that retry each write with its Idempotency-Key until it is answered (a client that
 * must not lose or repeat a change): price increments of 1 EUR (`delta`) and messages. Stops
 * starting new writes when `running()` turns false and finishes the started ones.
 */
export async function driveKeyedWrites(rig: Rig, running: () => boolean, giveUpAt: number): Promise<Tally> {
  const tally = newTally();
  await Promise.all(
    rig.writers.map(async (writer) => {
      let messages = 0;
      for (let i = 0; running(); i += 1) {
        const isMessage = i % 3 === 0 && messages < MESSAGES_PER_WRITER;
        if (isMessage) messages += 1;
        const key = `chaos-${writer.index}-${i}`;
        const text = `chaos w${writer.index} k${i}`;
        for (;;) {
          const { status } = isMessage
            ? await send(rig, tally, writer, `/my/chats/${writer.chatId}/messages`, 'POST', { text }, key)
            : await send(rig, tally, writer, '/my/adverts', 'PATCH', { selector: { ids: [writer.advertId] }, rule: { delta: 1, currency: 'EUR' } }, key);
          if (status === 200) {
            acknowledge(tally);
            if (isMessage) tally.ackedTexts.push(text);
            else tally.ackedDeltas.set(writer.advertId, (tally.ackedDeltas.get(writer.advertId) ?? 0) + 1);
            break;
          }
          // Anything else is worth a retry with the same key (503, 409 in progress, no answer),
          // until the run gives up on it (then it counts as neither acknowledged nor lost).
          if (performance.now() > giveUpAt) break;
          await sleep(100);
        }
        await sleep(10);
      }
    }),
  );
  return tally;
}

export interface Verdict {
  /** Acknowledged writes missing from the database. */
  readonly lost: number;
  /** Writes applied more than once. */
  readonly duplicated: number;
}

/** Compares what was acknowledged with what the database kept. */
export async function verify(rig: Rig, tally: Tally, keyed: boolean): Promise<Verdict> {
  let lost = 0;
  let duplicated = 0;
  const counts = new Map<string, number>();
  const rows = await rig.database.query<{ text: string; n: number }>(sql`
    select text, count(*)::int as n from messages where text like 'chaos %' group by text`);
  for (const row of rows) counts.set(row.text, row.n);
  for (const text of tally.ackedTexts) if (!counts.has(text)) lost += 1;
  for (const n of counts.values()) duplicated += n - 1;
  const prices = await rig.database.query<{ id: string; price_minor: number }>(sql`
    select id, price_minor::int as price_minor from adverts where id = any(${`{${rig.writers.map((w) => w.advertId).join(',')}}`}::uuid[])`);
  for (const { id, price_minor } of prices) {
    const price = price_minor / 100;
    if (keyed) {
      // Every keyed change was retried until acknowledged (or given up on at the end).
      const expected = START_PRICE + (tally.ackedDeltas.get(id) ?? 0);
      if (price < expected) lost += expected - price;
      if (price > expected) duplicated += price - expected;
    } else {
      // Rising values, one request at a time: the kept price is the last acknowledged or later.
      const acked = tally.ackedPrice.get(id);
      if (acked !== undefined && price < acked) lost += 1;
    }
  }
  return { lost, duplicated };
}

/** Milliseconds from `from` to the first acknowledgement after it (null: none came). */
export function recoveryMs(tally: Tally, from: number): number | null {
  const first = tally.ackTimes.find((t) => t >= from);
  return first === undefined ? null : first - from;
}

/** Waits until an owner read answers 200 (or the deadline passes); how long that took. */
export async function untilServing(rig: Rig, deadlineMs: number): Promise<number | null> {
  const started = performance.now();
  const writer = rig.writers[0]!;
  while (performance.now() - started < deadlineMs) {
    const ok = await fetch(`${rig.server.baseUrl}/api/v1/my/adverts`, {
      headers: { Authorization: `Bearer ${writer.key}` },
      signal: AbortSignal.timeout(10_000),
    }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ok) return performance.now() - started;
    await sleep(100);
  }
  return null;
}

export { sleep };

export interface ScenarioReport {
  readonly name: string;
  readonly sent: number;
  readonly acknowledged: number;
  readonly answers: Record<string, number>;
  readonly lost: number;
  readonly duplicated: number;
  readonly replayed: number;
  /** From the fault's end (database back, new process listening) to the first acknowledged write. */
  readonly recoveryMs: number | null;
  /** Kills only: how long the new process took from the kill to listening (the longest). */
  readonly processStartMs?: number;
  readonly slowest503Ms: number;
  /** Server processes that exited on their own (must be none). */
  readonly crashes: readonly string[];
  /** Log lines of level error or fatal about unhandled errors. */
  readonly unhandled: number;
}

async function report(name: string, rig: Rig, tally: Tally, backAt: number, keyed: boolean, processStartMs?: number): Promise<ScenarioReport> {
  const { lost, duplicated } = await verify(rig, tally, keyed);
  const unhandled = rig.server.logs.filter((line) => /unhandled|uncaught/.test(String(line.msg))).length;
  return {
    name,
    sent: tally.sent,
    acknowledged: tally.acknowledged,
    answers: tally.answers,
    lost,
    duplicated,
    replayed: tally.replayed,
    recoveryMs: recoveryMs(tally, backAt),
    ...(processStartMs === undefined ? {} : { processStartMs: Math.round(processStartMs) }),
    slowest503Ms: Math.round(tally.slowest503Ms),
    crashes: [...rig.crashes],
    unhandled,
  };
}

/**
 * Keeps the load going until a write after `from` is acknowledged, at most `limitMs`: on a busy
 * machine (the whole suite beside it) reconnecting takes longer than the scenario's fixed tail,
 * and the report's recovery is then measured instead of missed. Past the limit the report says none.
 */
async function untilAcknowledgedAfter(tally: Tally, from: number, limitMs = 30_000): Promise<void> {
  const until = performance.now() + limitMs;
  while (recoveryMs(tally, from) === null && performance.now() < until) await sleep(50);
}

/** `pg_ctl restart -m fast` under write load; the database is back in well under a second. */
export async function restartUnderLoad(rig: Rig, loadMs: number, restarts = 1): Promise<ScenarioReport> {
  let running = true;
  const tally = newTally();
  const load = driveWrites(rig, () => running, tally);
  let backAt = 0;
  for (let i = 0; i < restarts; i += 1) {
    await sleep(loadMs / (restarts + 1));
    await rig.cluster.restart();
    backAt = performance.now();
  }
  await sleep(loadMs / (restarts + 1));
  await untilAcknowledgedAfter(tally, backAt);
  running = false;
  return report(`PostgreSQL restarted ${restarts}x under load`, rig, await load, backAt, false);
}

/** The database stopped for `downMs` under write load, then started again. */
export async function stopUnderLoad(rig: Rig, loadMs: number, downMs: number): Promise<ScenarioReport> {
  let running = true;
  const tally = newTally();
  const load = driveWrites(rig, () => running, tally);
  await sleep(loadMs / 2);
  await rig.cluster.halt();
  await sleep(downMs);
  await rig.cluster.resume();
  const backAt = performance.now();
  await sleep(loadMs / 2);
  await untilAcknowledgedAfter(tally, backAt);
  running = false;
  return report(`PostgreSQL stopped ${downMs / 1000} s under load`, rig, await load, backAt, false);
}

/**
 * The service SIGKILLed mid-writes and started again, the writers retrying every write with its
 * Idempotency-Key until it is answered: nothing acknowledged is lost, nothing applied twice.
 */
export async function killUnderKeyedLoad(rig: Rig, loadMs: number, kills = 1): Promise<ScenarioReport> {
  let running = true;
  const load = driveKeyedWrites(rig, () => running, performance.now() + loadMs + 120_000);
  let backAt = 0;
  let processStartMs = 0;
  for (let i = 0; i < kills; i += 1) {
    await sleep(loadMs / (kills + 1));
    await rig.killServer();
    const killedAt = performance.now();
    await rig.startServer();
    // Starting the new process is the supervisor's part; recovery counts from its first log line.
    backAt = performance.now();
    processStartMs = Math.max(processStartMs, backAt - killedAt);
  }
  await sleep(loadMs / (kills + 1));
  running = false;
  return report(`service SIGKILLed ${kills}x under keyed writes`, rig, await load, backAt, true, processStartMs);
}
