/**
 * `pnpm bench:writes`: owner write throughput (issue 23). 16 writers send update_adverts (a price
 * change of one advert each, +1 and -1 in turn) for one owner, then for 16 owners (one writer
 * each), with a fresh Idempotency-Key on every request and without: p50, p95, req/s, and each
 * write's own wait for the search index (read-your-writes, write_index_wait_seconds).
 *
 *   pnpm bench:writes                   10 s per row, 16 writers
 *   pnpm bench:writes --seconds 3       a shorter run
 *   pnpm bench:writes --workers 2       two server processes (WEB_CONCURRENCY), one per core
 *
 * PostgreSQL: DATABASE_URL (or --database-url) when set, else a throwaway cluster. A fresh
 * database `bench_writes_<pid>` is created on it, migrated, loaded and dropped at the end. The
 * service runs as one process unless --workers says more (one process's /metrics is then the
 * whole service's), rate limits lifted.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadSeedData, openDatabase } from '@marketplace/adapters-postgres';
import { aCategory, aSeller, anAdvert } from '@marketplace/core/testing';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load.js';
import type { ServerProcess } from './lib/processes.js';
import { issueBenchKey, startBenchService, withBenchDatabase } from './lib/write-bench.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    writers: { type: 'string', default: '16' },
    workers: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
  },
  strict: true,
});
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const writers = Number(values.writers);
/** Server processes (WEB_CONCURRENCY); with more than one, the index wait is one process's (the one /metrics reached). */
const workers = Number(values.workers);
const log = (message: string) => process.stderr.write(`[bench:writes] ${message}\n`);

/** An owner with a key and one advert per writer, so no two writers change the same advert. */
interface Owner {
  readonly key: string;
  readonly advertIds: string[];
}

/** The owners and their adverts, written straight into a fresh database. */
async function loadOwners(url: string, owners: number): Promise<Owner[]> {
  const database = await openDatabase({ url, maxConnections: 4 });
  try {
    await database.migrate();
    const category = aCategory({ title: 'Chairs' });
    const users = Array.from({ length: owners }, () => ({ ...aSeller(), plan: 'pro' as const }));
    const adverts = users.map((user) =>
      Array.from({ length: writers }, (_, i) =>
        anAdvert({ sellerId: user.id, categoryId: category.id, texts: { en: { title: `Chair ${i}`, description: 'Oak.' } }, priceMinor: 100_000, currency: 'EUR' }),
      ),
    );
    await loadSeedData(database, { categories: [category], users, adverts: adverts.flat() });
    return await Promise.all(users.map(async (user, i) => ({ key: await issueBenchKey(database, user.id), advertIds: adverts[i]!.map((a) => a.id) })));
  } finally {
    await database.close();
  }
}

/** The n-th request: writers take owners round-robin; the delta alternates so prices stay put. */
function writeAt(owners: readonly Owner[], keyed: boolean) {
  return (n: number): LoadRequest => {
    const owner = owners[n % owners.length]!;
    const advertId = owner.advertIds[Math.floor(n / owners.length) % owner.advertIds.length]!;
    return {
      method: 'PATCH',
      path: '/api/v1/my/adverts',
      headers: {
        authorization: `Bearer ${owner.key}`,
        'content-type': 'application/json',
        ...(keyed ? { 'idempotency-key': `bench-${n}-${randomUUID()}` } : {}),
      },
      body: JSON.stringify({ selector: { ids: [advertId] }, rule: { delta: n % 2 === 0 ? 1 : -1, currency: 'EUR' } }),
    };
  };
}

/** The sum and count of write_index_wait_seconds for update_adverts, from /metrics. */
async function indexWait(baseUrl: string): Promise<{ sum: number; count: number; buckets: Map<number, number> }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const value = (prefix: string) => Number(text.split('\n').find((l) => l.startsWith(prefix))?.split(' ').at(-1) ?? 0);
  const buckets = new Map<number, number>();
  for (const line of text.split('\n')) {
    const match = /^write_index_wait_seconds_bucket\{le="([^"]+)",operation="update_adverts"\} (\d+)/.exec(line);
    if (match && match[1] !== '+Inf') buckets.set(Number(match[1]), Number(match[2]));
  }
  return {
    sum: value('write_index_wait_seconds_sum{operation="update_adverts"}'),
    count: value('write_index_wait_seconds_count{operation="update_adverts"}'),
    buckets,
  };
}

/** The smallest bucket bound under which at least `share` of the waits of a run fell. */
function bucketBound(before: Map<number, number>, after: Map<number, number>, total: number, share: number): number | null {
  for (const [bound, count] of [...after.entries()].sort(([a], [b]) => a - b)) {
    if (count - (before.get(bound) ?? 0) >= share * total) return bound;
  }
  return null;
}

interface Row {
  readonly name: string;
  readonly result: LoadResult;
  readonly indexWaitMeanMs: number;
  readonly indexWaitP95AtMostMs: number | null;
  readonly peakRssMb: number;
}

async function measureRow(service: ServerProcess, name: string, request: (n: number) => LoadRequest): Promise<Row> {
  await runLoad({ baseUrl: service.baseUrl, requestAt: request, connections: writers, seconds: warmupSeconds });
  const before = await indexWait(service.baseUrl);
  const result = await runLoad({ baseUrl: service.baseUrl, requestAt: request, connections: writers, seconds });
  const after = await indexWait(service.baseUrl);
  const count = after.count - before.count;
  const bound = bucketBound(before.buckets, after.buckets, count, 0.95);
  const row = {
    name,
    result,
    indexWaitMeanMs: count > 0 ? Math.round(((after.sum - before.sum) / count) * 100_000) / 100 : 0,
    indexWaitP95AtMostMs: bound === null ? null : bound * 1000,
    peakRssMb: service.peakRssMb(),
  };
  log(`${name}: p50 ${result.latencyMs.p50} / p95 ${result.latencyMs.p95} ms, ${result.requestsPerSecond} req/s, ${result.errors} errors ${JSON.stringify(result.statuses)}; index wait mean ${row.indexWaitMeanMs} ms, p95 <= ${row.indexWaitP95AtMostMs} ms`);
  return row;
}

async function main(): Promise<void> {
  await withBenchDatabase('bench_writes', values['database-url'] ?? process.env.DATABASE_URL, async (url) => {
    let service: ServerProcess | null = null;
    try {
      log(`loading 17 owners with ${writers} adverts each`);
      const [one, ...many] = await loadOwners(url, 1 + writers);
      service = await startBenchService(url, writers + 4, { WEB_CONCURRENCY: String(workers) });
      const rows: Row[] = [];
      for (const [label, owners] of [['one owner', [one!]], [`${writers} owners`, many]] as const) {
        rows.push(await measureRow(service, `${label}, without a key`, writeAt(owners, false)));
        rows.push(await measureRow(service, `${label}, a fresh Idempotency-Key each`, writeAt(owners, true)));
      }
      const lines = [
        `| update_adverts, ${writers} writers, ${workers} process${workers === 1 ? '' : 'es'} | p50 ms | p95 ms | req/s | errors | index wait, mean ms | index wait p95 <= ms | peak RSS MB |`,
        '|---|---|---|---|---|---|---|---|',
        ...rows.map((r) => `| ${r.name} | ${r.result.latencyMs.p50} | ${r.result.latencyMs.p95} | ${r.result.requestsPerSecond} | ${r.result.errors} | ${r.indexWaitMeanMs} | ${r.indexWaitP95AtMostMs ?? '>1000'} | ${r.peakRssMb} |`),
      ];
      const cost = (keyed: Row, plain: Row) => `${Math.round((plain.result.requestsPerSecond / keyed.result.requestsPerSecond - 1) * 100)}%`;
      lines.push('', `keyed cost (req/s): one owner ${cost(rows[1]!, rows[0]!)}, ${writers} owners ${cost(rows[3]!, rows[2]!)}`);
      process.stdout.write(`\n${lines.join('\n')}\n`);
      if (rows.some((r) => r.result.errors > 0)) process.exitCode = 1;
    } finally {
      await service?.stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
