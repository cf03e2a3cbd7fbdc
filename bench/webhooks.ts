/**
 * `pnpm bench:webhooks`: owner events and webhooks (issue 26) through HTTP against real server
 * processes and a real receiver on loopback (bench/lib/webhook-receiver.ts: answers 204, keeps
 * each event's arrival time, verifies every signature with `standardwebhooks`).
 *
 * 1. Delivery latency, from the moment the bench sends an update_adverts (a price set, unique per
 *    request) to that event's arrival at the receiver: at a steady rate, then a burst sent at once.
 * 2. Drain rate: one update_adverts of every advert of an owner with N adverts (N events in one
 *    transaction) and a subscription; deliveries per second from the first arrival to the N-th
 *    (times from the write sent), with one server process and then two over the same database.
 * 3. The write path: update_adverts by 16 writers for 16 owners, with the owners' events dropped
 *    by a trigger (recording off, as near as the running code allows), recorded without a
 *    subscription, and recorded with one (deliveries queued and sent meanwhile); each twice, in
 *    the order A B C C B A, with req/s compared to recording off.
 *
 *   pnpm bench:webhooks                       default sizes (about 3 minutes)
 *   pnpm bench:webhooks --seconds 3 --drain-events 200 --burst 50     a short run
 *
 * PostgreSQL: DATABASE_URL (or --database-url) when set, else a throwaway cluster. A fresh
 * database `bench_webhooks_<pid>` is created on it, migrated, loaded and dropped at the end.
 * Servers run with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (the receiver is on loopback), rate limits
 * off, the webhook settings at their defaults unless --interval-ms is given.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadSeedData, openDatabase, type Database } from '@marketplace/adapters-postgres';
import { aCategory, aSeller, anAdvert } from '@marketplace/core/testing';
import { runLoad, summarize, type LatencySummary, type LoadRequest, type LoadResult } from './lib/load.js';
import type { ServerProcess } from './lib/processes.js';
import { startWebhookReceiver, type WebhookReceiver } from './lib/webhook-receiver.js';
import { issueBenchKey, startBenchService, withBenchDatabase } from './lib/write-bench.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    writers: { type: 'string', default: '16' },
    rate: { type: 'string', default: '20' },
    burst: { type: 'string', default: '200' },
    'drain-events': { type: 'string', default: '1000' },
    'interval-ms': { type: 'string' },
    'database-url': { type: 'string' },
  },
  strict: true,
});
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const writers = Number(values.writers);
const rate = Number(values.rate);
const burst = Number(values.burst);
const drainEvents = Number(values['drain-events']);
const log = (message: string) => process.stderr.write(`[bench:webhooks] ${message}\n`);
/** How long any wait for deliveries may take before the run fails. */
const DELIVERY_DEADLINE_MS = 180_000;

interface Owner {
  readonly id: string;
  readonly key: string;
  readonly advertIds: string[];
}

/** The owners of the run: `quiet` never subscribe, `subscribed` do, `latency` and `drain` have one subscription each. */
interface Owners {
  readonly quiet: Owner[];
  readonly subscribed: Owner[];
  readonly latency: Owner;
  readonly drain: Owner;
}

async function loadOwners(database: Database): Promise<Owners> {
  const category = aCategory({ title: 'Chairs' });
  const sizes = [...Array(writers * 2).fill(1), writers, drainEvents] as number[];
  const users = sizes.map(() => ({ ...aSeller(), plan: 'pro' as const }));
  const adverts = users.map((user, u) =>
    Array.from({ length: sizes[u]! }, (_, i) =>
      anAdvert({ sellerId: user.id, categoryId: category.id, texts: { en: { title: `Chair ${i}`, description: 'Oak.' } }, priceMinor: 100_000, currency: 'EUR' }),
    ),
  );
  await loadSeedData(database, { categories: [category], users, adverts: adverts.flat() });
  const owners: Owner[] = [];
  for (const [i, user] of users.entries()) owners.push({ id: user.id, key: await issueBenchKey(database, user.id), advertIds: adverts[i]!.map((a) => a.id) });
  return { quiet: owners.slice(0, writers), subscribed: owners.slice(writers, writers * 2), latency: owners[writers * 2]!, drain: owners[writers * 2 + 1]! };
}

async function api(service: ServerProcess, owner: Owner, method: string, path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${service.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** Subscribes the owner to advert.updated at the receiver's `/hooks/<name>`. */
async function subscribe(service: ServerProcess, receiver: WebhookReceiver, owner: Owner, name: string): Promise<void> {
  const created = (await api(service, owner, 'POST', '/my/webhooks', { url: receiver.urlFor(name), events: ['advert.updated'] })) as { secret: string };
  receiver.expect(name, created.secret);
}

/** Sets an advert's price; the event is known by `advert_id:price` (each price is used once). */
const setPrice = (service: ServerProcess, owner: Owner, advertId: string, price: number) =>
  api(service, owner, 'PATCH', '/my/adverts', { selector: { ids: [advertId] }, rule: { set: price, currency: 'EUR' } });

const eventKey = (data: Record<string, unknown>) => `${String(data.advert_id)}:${String((data.price as { new?: unknown } | null)?.new)}`;

/** Waits until `done` holds, polling every 10 ms; fails the run past the deadline. */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + DELIVERY_DEADLINE_MS;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

interface LatencyRow {
  readonly name: string;
  readonly writes: number;
  readonly latencyMs: LatencySummary;
}

/** Latency of each sent write's event: `sent` maps the event's key to the moment its write was sent. */
async function latencies(receiver: WebhookReceiver, name: string, sent: Map<string, number>): Promise<LatencyRow> {
  const arrivalOf = () => {
    const byKey = new Map<string, number>();
    for (const arrival of receiver.arrivals.values()) if (arrival.path === '/hooks/latency') byKey.set(eventKey(arrival.data), arrival.at);
    return byKey;
  };
  await until(() => {
    const arrived = arrivalOf();
    return [...sent.keys()].every((k) => arrived.has(k));
  }, `${name}: ${sent.size} deliveries`);
  const arrived = arrivalOf();
  const row = { name, writes: sent.size, latencyMs: summarize([...sent].map(([k, at]) => arrived.get(k)! - at)) };
  log(`${name}: ${row.writes} writes, latency p50 ${row.latencyMs.p50} / p95 ${row.latencyMs.p95} / max ${row.latencyMs.max} ms`);
  return row;
}

let nextPrice = 2_000;

/** `rate` writes a second for `seconds`, open loop (a slow answer does not delay the next send). */
async function steady(service: ServerProcess, receiver: WebhookReceiver, owner: Owner): Promise<LatencyRow> {
  const sent = new Map<string, number>();
  const writes: Promise<unknown>[] = [];
  const count = Math.max(1, Math.round(rate * seconds));
  const start = performance.now();
  for (let n = 0; n < count; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const advertId = owner.advertIds[n % owner.advertIds.length]!;
    const price = nextPrice++;
    sent.set(`${advertId}:${price}`, performance.now());
    writes.push(setPrice(service, owner, advertId, price));
  }
  await Promise.all(writes);
  return latencies(receiver, `steady, ${rate} writes/s for ${seconds} s`, sent);
}

/** `burst` writes sent at once. */
async function burstOf(service: ServerProcess, receiver: WebhookReceiver, owner: Owner): Promise<LatencyRow> {
  const sent = new Map<string, number>();
  const writes: Promise<unknown>[] = [];
  for (let n = 0; n < burst; n++) {
    const advertId = owner.advertIds[n % owner.advertIds.length]!;
    const price = nextPrice++;
    sent.set(`${advertId}:${price}`, performance.now());
    writes.push(setPrice(service, owner, advertId, price));
  }
  await Promise.all(writes);
  return latencies(receiver, `burst, ${burst} writes sent at once`, sent);
}

interface DrainRow {
  readonly processes: number;
  readonly events: number;
  readonly writeMs: number;
  readonly firstMs: number;
  readonly lastMs: number;
  readonly perSecond: number;
}

/** One update of all the drain owner's adverts, then the time until every one of its events arrived. */
async function drain(service: ServerProcess, receiver: WebhookReceiver, owner: Owner, processes: number): Promise<DrainRow> {
  const price = nextPrice++;
  const sentAt = performance.now();
  await api(service, owner, 'PATCH', '/my/adverts', { selector: { all: true }, rule: { set: price, currency: 'EUR' } });
  const answeredAt = performance.now();
  const mine = () => [...receiver.arrivals.values()].filter((a) => a.path === '/hooks/drain' && (a.data.price as { new: number }).new === price);
  await until(() => mine().length >= owner.advertIds.length, `${owner.advertIds.length} deliveries with ${processes} process(es)`);
  const times = mine().map((a) => a.at).sort((a, b) => a - b);
  const row = {
    processes,
    events: owner.advertIds.length,
    writeMs: Math.round(answeredAt - sentAt),
    firstMs: Math.round(times[0]! - sentAt),
    lastMs: Math.round(times.at(-1)! - sentAt),
    // From the first arrival to the last: the drain alone (the sequencer may start before the answer is back).
    perSecond: Math.round(((owner.advertIds.length - 1) / (times.at(-1)! - times[0]!)) * 1000),
  };
  log(`drain, ${processes} process(es): ${row.events} events written in ${row.writeMs} ms, first arrival ${row.firstMs} ms after it was sent, last ${row.lastMs} ms: ${row.perSecond}/s`);
  return row;
}

/** Writer n writes for owner n % 16, its one advert, +1 and -1 in turn. */
function writeAt(owners: readonly Owner[]) {
  return (n: number): LoadRequest => {
    const owner = owners[n % owners.length]!;
    return {
      method: 'PATCH',
      path: '/api/v1/my/adverts',
      headers: { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ selector: { ids: [owner.advertIds[0]!] }, rule: { delta: n % 2 === 0 ? 1 : -1, currency: 'EUR' } }),
    };
  };
}

interface WriteRow {
  readonly name: string;
  readonly result: LoadResult;
  readonly events: number;
}

const countOf = async (database: Database, query: ReturnType<typeof sql>) => Number((await database.query<{ n: string }>(query))[0]!.n);

async function writeRow(service: ServerProcess, database: Database, name: string, owners: readonly Owner[]): Promise<WriteRow> {
  const ids = `{${owners.map((o) => o.id).join(',')}}`;
  const recorded = () => countOf(database, sql`select count(*) as n from owner_events where owner_id = any(${ids}::uuid[])`);
  await runLoad({ baseUrl: service.baseUrl, requestAt: writeAt(owners), connections: writers, seconds: warmupSeconds });
  const before = await recorded();
  const result = await runLoad({ baseUrl: service.baseUrl, requestAt: writeAt(owners), connections: writers, seconds });
  const row = { name, result, events: (await recorded()) - before };
  log(`${name}: p50 ${result.latencyMs.p50} / p95 ${result.latencyMs.p95} ms, ${result.requestsPerSecond} req/s, ${result.errors} errors, ${row.events} events recorded`);
  return row;
}

/** Waits until no delivery is pending, so one measurement's backlog does not weigh on the next. */
const queueEmpty = async (database: Database) => {
  const deadline = performance.now() + DELIVERY_DEADLINE_MS;
  while ((await countOf(database, sql`select count(*) as n from webhook_deliveries where status = 'pending'`)) > 0) {
    if (performance.now() > deadline) throw new Error('timed out waiting for the delivery queue to empty');
    await sleep(100);
  }
};

/** Drops every owner event as it is inserted: the write path without recording (the application still builds them). */
const DROP_EVENTS = [
  sql.raw('create function bench_drop_event() returns trigger language plpgsql as $$ begin return null; end $$'),
  sql.raw('create trigger bench_drop_events before insert on owner_events for each row execute function bench_drop_event()'),
];
const KEEP_EVENTS = [sql.raw('drop trigger bench_drop_events on owner_events'), sql.raw('drop function bench_drop_event()')];

async function main(): Promise<void> {
  await withBenchDatabase('bench_webhooks', values['database-url'] ?? process.env.DATABASE_URL, async (url) => {
    const services: ServerProcess[] = [];
    const receiver = await startWebhookReceiver();
    const database = await openDatabase({ url, maxConnections: 2 });
    const start = async () => {
      const service = await startBenchService(url, writers + 4, {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        ...(values['interval-ms'] ? { WEBHOOK_INTERVAL_MS: values['interval-ms'] } : {}),
      });
      services.push(service);
      return service;
    };
    try {
      await database.migrate();
      log(`loading ${writers * 2 + 2} owners (${drainEvents} adverts for the drain owner)`);
      const owners = await loadOwners(database);
      const first = await start();
      await subscribe(first, receiver, owners.latency, 'latency');
      await subscribe(first, receiver, owners.drain, 'drain');
      for (const [i, owner] of owners.subscribed.entries()) await subscribe(first, receiver, owner, `writer-${i}`);

      const latencyRows = [await steady(first, receiver, owners.latency), await burstOf(first, receiver, owners.latency)];
      const drainRows = [await drain(first, receiver, owners.drain, 1)];
      await start();
      drainRows.push(await drain(first, receiver, owners.drain, 2));
      await services.pop()!.stop();

      await queueEmpty(database);
      // Each condition twice, in the order A B C C B A, so a drift over the run (warming up, the
      // machine's other load) weighs on each alike.
      const conditions = {
        off: { name: 'no subscription, events dropped by a trigger (recording off)', owners: owners.quiet },
        recorded: { name: 'no subscription, events recorded', owners: owners.quiet },
        subscribed: { name: 'a subscription each, events recorded and delivered', owners: owners.subscribed },
      } as const;
      const writeRows: (WriteRow & { condition: keyof typeof conditions })[] = [];
      for (const [round, condition] of (['off', 'recorded', 'subscribed', 'subscribed', 'recorded', 'off'] as const).entries()) {
        if (condition === 'off') for (const statement of DROP_EVENTS) await database.query(statement);
        const { name, owners: writing } = conditions[condition];
        writeRows.push({ condition, ...(await writeRow(first, database, `${name} (${round < 3 ? 1 : 2})`, writing)) });
        if (condition === 'off') for (const statement of KEEP_EVENTS) await database.query(statement);
      }
      const meanRate = (condition: keyof typeof conditions) => {
        const rows = writeRows.filter((r) => r.condition === condition);
        return rows.reduce((sum, r) => sum + r.result.requestsPerSecond, 0) / rows.length;
      };
      const change = (condition: keyof typeof conditions) => `${Math.round((meanRate(condition) / meanRate('off') - 1) * 100)}%`;

      const lines = [
        '| delivery latency, write sent to arrival | writes | p50 ms | p95 ms | max ms |',
        '|---|---|---|---|---|',
        ...latencyRows.map((r) => `| ${r.name} | ${r.writes} | ${r.latencyMs.p50} | ${r.latencyMs.p95} | ${r.latencyMs.max} |`),
        '',
        '| drain, one update_adverts of every advert | events | write answered, ms | first arrival, ms | last arrival, ms | deliveries/s, first to last |',
        '|---|---|---|---|---|---|',
        ...drainRows.map((r) => `| ${r.processes} server process${r.processes > 1 ? 'es' : ''} | ${r.events} | ${r.writeMs} | ${r.firstMs} | ${r.lastMs} | ${r.perSecond} |`),
        '',
        `| update_adverts, ${writers} writers, ${writers} owners | p50 ms | p95 ms | req/s | errors | events recorded |`,
        '|---|---|---|---|---|---|',
        ...writeRows.map((r) => `| ${r.name} | ${r.result.latencyMs.p50} | ${r.result.latencyMs.p95} | ${r.result.requestsPerSecond} | ${r.result.errors} | ${r.events} |`),
        '',
        `req/s against recording off (mean of both runs): events recorded ${change('recorded')}, with a subscription ${change('subscribed')}`,
        '',
        `receiver: ${receiver.counts.requests} requests, ${receiver.counts.verified} signatures verified, ${receiver.counts.badSignatures} bad, ${receiver.counts.repeats} repeats`,
      ];
      process.stdout.write(`\n${lines.join('\n')}\n`);
      if (writeRows.some((r) => r.result.errors > 0) || receiver.counts.badSignatures > 0 || receiver.counts.unknownPath > 0) process.exitCode = 1;
    } finally {
      for (const service of services) await service.stop();
      await receiver.close();
      await database.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
