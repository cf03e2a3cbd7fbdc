/**
 * `pnpm bench`: the service under load at N adverts, beside the ceilings of its HTTP stack and of
 * its data layer, measured in the same run on the same machine.
 *
 *   pnpm bench                         100,000 adverts, 15 s per operation, 16 connections
 *   pnpm bench --adverts 1000000       the full run (seeding takes about 9 minutes)
 *   pnpm bench --smoke                 10,000 adverts, 2 s per operation: checks the harness works
 *
 * PostgreSQL: DATABASE_URL (or --database-url) when set, else a throwaway cluster from Debian's
 * package. An empty database is seeded with the generator; one that has adverts is used as it is
 * (so a seeded million can be measured again). The service runs as its own process with rate
 * limits lifted; autocannon drives it from this process. Results: <out>.json and <out>.svg.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadBitmapLibrary, openDatabase, SearchIndexFeed } from '@marketplace/adapters-postgres';
import { SNAPSHOT_FILE } from '@marketplace/search-index';
import { hasAdverts, seedMarket } from '@marketplace/demo-data';
import { freePort, startCluster, type Cluster } from '../scripts/pg-cluster.mjs';
import { renderChart, type ChartRow } from './lib/chart.js';
import { runDataLayerSearches } from './lib/data-layer.js';
import { memoryMb, runIndexAlone } from './lib/index-alone.js';
import { classifySearches, shortPrefixSets, type ClassifiedSearches, type SamplePlace } from './lib/search-classes.js';
import { shortPrefixMarkdown, shortPrefixRows, type ShortPrefixReport } from './lib/short-prefixes.js';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load.js';
import { buildStartProgram, SERVER_TYPESCRIPT, startServer, type ServerProcess } from './lib/processes.js';
import { probeRebuild, rebuildProbeMarkdown, type RebuildProbeReport } from './lib/rebuild-probe.js';
import { advertStatementCeiling, measureReads, readsMarkdown, type ReadService, type ReadsReport } from './lib/reads.js';
import { buildWorkload, searchQueryString, type SearchCase, type Workload } from './lib/workload.js';

const USAGE = `pnpm bench [options]: the service under load, beside its ceilings (docs/benchmarks.md)

  --adverts N          adverts to seed into an empty database (default 100000; --smoke 10000)
  --database-url URL   PostgreSQL to use (or DATABASE_URL); default: a throwaway cluster
  --seconds N          seconds per operation, fractions allowed (default 15; --smoke 0.5)
  --class-seconds N    seconds per keyword-class row and client count (default 5; --smoke 0.3)
  --warmup N           seconds of warm-up per operation (default 3; --smoke 0.3)
  --connections N      concurrent clients (default 16)
  --workers N          server processes of the service, WEB_CONCURRENCY (default: one per core)
  --seed N             generator and sampling seed (default 1)
  --out PATH           results as PATH.json and PATH.svg (default bench/results/latest)
  --index-only         only the search index: build it, then the keyword-class rows through it alone
  --update-docs        write the summary into docs/benchmarks.md
  --smoke              a small, short run that checks the harness works
  --reads-only         only the public reads beside their ceilings (hello-world, pgbench), WEB_CONCURRENCY 1 and 2
  --rebuild-only       only a runtime rebuild beside requests (/healthz and a search probed), one process
  --skip-wasm          leave out ceiling 3's WebAssembly index (a second build of the index: at ten
                       million adverts many minutes and gigabytes for the fallback library's row)
  --tsx                also run the reads on the TypeScript through tsx (the service otherwise runs as
                       pnpm start runs it: the bundle dist/bin/server.js, decision 0076)
  -h, --help           this text
`;

function parseOptions() {
  try {
    return parseArgs({
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        adverts: { type: 'string' },
        seconds: { type: 'string' },
        'class-seconds': { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string', default: '16' },
        workers: { type: 'string' },
        seed: { type: 'string', default: '1' },
        out: { type: 'string' },
        'database-url': { type: 'string' },
        smoke: { type: 'boolean', default: false },
        'reads-only': { type: 'boolean', default: false },
        'rebuild-only': { type: 'boolean', default: false },
        tsx: { type: 'boolean', default: false },
        'skip-wasm': { type: 'boolean', default: false },
        'update-docs': { type: 'boolean', default: false },
        /** Only the search index: build it, then the keyword-class rows through it alone (no service, no HTTP). */
        'index-only': { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}
const { values } = parseOptions();
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return value;
}

/** A duration in seconds: any number above 0 (the smoke run measures fractions of a second). */
function duration(name: string, raw: string | undefined, fallback: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a number of seconds above 0`);
  return value;
}

const smoke = values.smoke;
const settings = {
  adverts: positive('adverts', values.adverts, smoke ? 10_000 : 100_000),
  // The smoke run checks that the harness works, not the figures: fractions of a second a row.
  seconds: duration('seconds', values.seconds, smoke ? 0.5 : 15),
  warmupSeconds: duration('warmup', values.warmup, smoke ? 0.3 : 3),
  connections: positive('connections', values.connections, 16),
  seed: positive('seed', values.seed, 1),
  /** Server processes of the service (WEB_CONCURRENCY): one per core. */
  workers: positive('workers', values.workers, cpus().length),
  /** Seconds per search row of the keyword-class table, at each client count. */
  classSeconds: duration('class-seconds', values['class-seconds'], smoke ? 0.3 : 5),
};
const out = values.out ?? (smoke ? 'bench/results/smoke' : 'bench/results/latest');
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/**
 * Every row as it is measured, also written to <out>.partial.json: a run that fails late (a
 * crash at a million adverts) keeps what it measured.
 */
const partial: Record<string, unknown> = {};
function record(key: string, value: unknown): void {
  partial[key] = value;
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}.partial.json`, `${JSON.stringify(partial, null, 2)}\n`);
}
const brief = (r: LoadResult) => `p50 ${r.latencyMs.p50} / p95 ${r.latencyMs.p95} ms, ${r.requestsPerSecond} req/s, ${r.errors} errors`;

/** The request mix of each operation, as HTTP requests. */
function operations(workload: Workload): Record<string, LoadRequest[]> {
  const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  return {
    search_adverts: workload.searches.map((s) => ({ method: 'GET', path: `/api/v1/adverts?${searchQueryString(s)}` })),
    get_advert: workload.advertIds.map((id, i) => ({ method: 'GET', path: `/api/v1/adverts/${id}?lang=${workload.searches[i % workload.searches.length]!.lang}` })),
    get_categories: workload.categoryQueries.map((q) => ({ method: 'GET', path: `/api/v1/categories${q ? `?${q}` : ''}` })),
    get_storefront: workload.sellerIds.map((id) => ({ method: 'GET', path: `/api/v1/storefronts/${id}` })),
    mcp_search_adverts: workload.searches.map((s, i) => ({
      method: 'POST',
      path: `/mcp?lang=${s.lang}`,
      headers: mcpHeaders,
      body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'search_adverts', arguments: s.args } }),
    })),
  };
}

/** Every distinct request of a mix once: the mix must be answered 2xx (and MCP without isError). */
async function preflight(baseUrl: string, name: string, requests: readonly LoadRequest[]): Promise<void> {
  for (const request of requests.slice(0, 50)) {
    const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
    const text = await response.text();
    const toolError = request.path.startsWith('/mcp') && /"isError":\s*true/.test(text);
    if (!response.ok || toolError) throw new Error(`${name}: ${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

/** Warm-up, then the measured run; the server's largest RSS during the run, sampled every 100 ms. */
async function measure(
  server: ServerProcess,
  requests: readonly LoadRequest[],
  connections = settings.connections,
  seconds = settings.seconds,
): Promise<LoadResult & { readonly peakRssMb: number }> {
  const { baseUrl } = server;
  await runLoad({ baseUrl, requests, connections, seconds: settings.warmupSeconds });
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 100);
  try {
    const result = await runLoad({ baseUrl, requests, connections, seconds });
    return { ...result, peakRssMb: Math.max(peakRssMb, server.rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

interface IndexFigures {
  readonly bitmaps: string;
  readonly adverts: number;
  readonly terms: number;
  readonly buildSeconds: number;
  /** The index's own structures (typed arrays, bitmaps at CRoaring's size, terms), MiB. */
  readonly indexMb: number;
  /** Growth of this process's resident set by the build (after a full GC; noisy), MiB. */
  readonly rssMb: number;
  /** Growth of V8's heap + external + array buffers, MiB (native bitmaps live outside it). */
  readonly v8Mb: number;
  /** indexMb per million adverts. */
  readonly mbPerMillion: number;
}

/** Builds the index as a process does at start, and measures the time and the memory it keeps. */
async function buildIndex(database: Awaited<ReturnType<typeof openDatabase>>, bitmaps: 'native' | 'wasm') {
  const lib = await loadBitmapLibrary(bitmaps);
  const before = memoryMb();
  const feed = new SearchIndexFeed(database, { bitmaps: lib });
  await feed.start();
  const after = memoryMb();
  const stats = feed.index!.stats();
  const rssMb = Math.round(after.rss - before.rss);
  const figures: IndexFigures = {
    bitmaps: stats.bitmaps,
    adverts: stats.adverts,
    terms: stats.terms,
    buildSeconds: Math.round(feed.buildMs / 100) / 10,
    indexMb: Math.round(stats.bytes / 2 ** 20),
    rssMb,
    v8Mb: Math.round(after.v8 - before.v8),
    mbPerMillion: Math.round((stats.bytes / 2 ** 20 / Math.max(1, stats.adverts)) * 1e6),
  };
  log(`  ${stats.bitmaps}: ${stats.adverts.toLocaleString('en')} adverts, ${stats.terms.toLocaleString('en')} terms in ${figures.buildSeconds} s, ${figures.indexMb} MB of structures, +${rssMb} MB RSS`);
  return { feed, figures };
}

/** Active adverts to take places, categories, prices and cities from. */
async function samplePlaces(database: Awaited<ReturnType<typeof openDatabase>>): Promise<SamplePlace[]> {
  const rows = await database.query<{ latitude: number | null; longitude: number | null; category_id: string; parent_id: string | null; currency: string; price_minor: string | null; city: string | null }>(sql`
    select a.latitude, a.longitude, a.category_id, c.parent_id, a.currency, a.price_minor::text as price_minor, a.city
    from adverts a tablesample system (1) repeatable (${settings.seed})
    join categories c on c.id = a.category_id
    where a.status = 'active' and a.type = 'sell' and a.latitude is not null limit 200`);
  return rows.map((r) => ({
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    categoryId: r.category_id,
    parentId: r.parent_id,
    currency: r.currency,
    priceMinor: r.price_minor === null ? null : Number(r.price_minor),
    city: r.city,
  }));
}

/** The currency most active priced adverts are in: the price sorts of the table use it. */
async function commonCurrency(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const [row] = await database.query<{ currency: string }>(sql`
    select currency from adverts where status = 'active' and price_minor is not null group by currency order by count(*) desc limit 1`);
  return row?.currency ?? 'EUR';
}

interface SearchRowReport {
  readonly name: string;
  readonly one: LoadResult & { readonly peakRssMb: number };
  readonly many: LoadResult & { readonly peakRssMb: number };
  readonly native: LoadResult | null;
  readonly wasm: LoadResult | null;
}

interface SearchReport {
  readonly rows: readonly SearchRowReport[];
  readonly realisticMixAlone: { readonly native: LoadResult; readonly wasm: LoadResult | null };
  readonly words: ClassifiedSearches['words'];
  readonly currency: string;
  readonly indexes: readonly IndexFigures[];
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null);

async function main(): Promise<void> {
  let cluster: Cluster | null = null;
  let url = values['database-url'] ?? process.env.DATABASE_URL;
  if (!url) {
    cluster = await startCluster({ shared_buffers: '2GB', max_connections: '200' });
    url = cluster.url;
  }
  const database = await openDatabase({ url, maxConnections: settings.connections + 4 });
  // The measured services' data directory (their search-index snapshot): the bench's own, not the
  // checkout's `.data`, whose snapshot belongs to the embedded database a developer runs.
  const serviceData = mkdtempSync(join(tmpdir(), 'bench-service-'));
  try {
    await database.migrate();
    if (await hasAdverts(database)) {
      log('the database already has adverts: measuring them as they are');
    } else {
      log(`seeding ${settings.adverts.toLocaleString('en')} adverts…`);
      let shown = 0;
      const summary = await seedMarket(database, {
        adverts: settings.adverts,
        seed: settings.seed,
        now: new Date(),
        // Real-world text (a vocabulary that grows with the adverts), generated beside the load.
        text: 'real',
        workers: availableParallelism(),
        onProgress: (loaded) => {
          if (loaded - shown >= settings.adverts / 10) log(`  ${(shown = loaded).toLocaleString('en')}`);
        },
      });
      log(`seeded in ${(summary.milliseconds / 1000).toFixed(1)} s`);
    }
    const [counts] = await database.query<{ total: string; active: string; version: string }>(sql`
      select count(*)::text as total, count(*) filter (where status = 'active')::text as active,
        current_setting('server_version') as version from adverts`);
    const workload = await buildWorkload(database, smoke ? 100 : 500, settings.seed);
    const mixes = operations(workload);

    log(`the search index, built in this process: native bitmaps${values['skip-wasm'] ? '' : ', then WebAssembly'}`);
    const nativeIndex = await buildIndex(database, 'native');
    const places = await samplePlaces(database);
    const currency = await commonCurrency(database);
    const classified = classifySearches(nativeIndex.feed.index!, places, currency, settings.seed);
    const prefixSets = shortPrefixSets(nativeIndex.feed.index!, smoke ? 8 : 100);
    // The smoke run checks the harness: one sort per keyword class is enough.
    const classes = smoke
      ? { ...classified, rows: Object.fromEntries(Object.entries(classified.rows).filter(([name]) => !/price_|nearest$/.test(name))) }
      : classified;
    if (values['index-only']) {
      const rows: [string, SearchCase[]][] = [['realistic mix', [...workload.searches]], ...Object.entries(classes.rows)];
      const lines = ['| search (index alone) | p50 ms | p95 ms | p99 ms | searches/s |', '|---|---|---|---|---|'];
      for (const [name, searches] of rows) {
        const r = await runIndexAlone(nativeIndex.feed.index!, searches, settings.classSeconds);
        lines.push(`| ${name} | ${r.latencyMs.p50} | ${r.latencyMs.p95} | ${r.latencyMs.p99} | ${r.requestsPerSecond} |`);
      }
      const f = nativeIndex.figures;
      process.stdout.write(`\n${f.bitmaps}: ${f.adverts} adverts, build ${f.buildSeconds} s, ${f.indexMb} MB structures\n\n${lines.join('\n')}\n`);
      await nativeIndex.feed.close();
      return;
    }
    const classRequests: Record<string, LoadRequest[]> = Object.fromEntries(
      Object.entries(classes.rows).map(([name, searches]) => [name, searches.map((s) => ({ method: 'GET' as const, path: `/api/v1/adverts?${searchQueryString(s)}` }))]),
    );
    // The realistic mix at 1 client too, through REST and through MCP (the targets cover both).
    classRequests['realistic mix, REST'] = mixes.search_adverts!;
    classRequests['realistic mix, MCP search_adverts'] = mixes.mcp_search_adverts!;

    log('ceiling 1: hello-world Hono route');
    const helloPort = await freePort();
    const helloServer = await startServer({ script: 'bench/hello-server.ts', args: [String(helloPort)], port: helloPort, readyPath: '/hello' });
    const helloResult = await measure(helloServer, [{ method: 'GET', path: '/hello' }]);
    const helloRss = Math.max(helloServer.peakRssMb(), helloResult.peakRssMb);
    await helloServer.stop();
    record('helloWorld', { ...helloResult, peakRssMb: helloRss });
    log(`  ${brief(helloResult)}`);

    /** The service as deployed on this machine: one server process per core (WEB_CONCURRENCY), the program `pnpm start` runs. */
    const startProgram = buildStartProgram();
    const startService = async (env: Record<string, string> = {}, script = startProgram) => {
      const port = await freePort();
      const workers = Number(env.WEB_CONCURRENCY ?? settings.workers);
      const service = await startServer({
        script,
        port,
        readyPath: '/readyz',
        readyTimeoutMs: 600_000,
        readyInARow: workers * 4,
        env: {
          DATABASE_URL: url!,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'warn',
          DATABASE_POOL_SIZE: String(settings.connections + 4),
          SEED_ADVERTS: '0',
          RATE_LIMITS: 'off',
          WEB_CONCURRENCY: String(workers),
          DATA_DIR: serviceData,
          ...env,
        },
      });
      // A service that built its index writes its snapshot next, in slices beside the requests:
      // measured after it (the next services start from it), so no row shares the process with it.
      const snapshot = join(serviceData, 'search-index', SNAPSHOT_FILE);
      for (let waited = 0; !existsSync(snapshot); waited += 250) {
        if (waited > 600_000) throw new Error(`no search-index snapshot in ${snapshot} after 10 minutes`);
        await sleep(250);
      }
      return service;
    };

    /** A runtime rebuild beside requests, one server process (bench/lib/rebuild-probe.ts). */
    const measureRebuild = async (script?: string) => {
      log('the index rebuilt beside requests: a rebuild marker, /healthz every 50 ms and a search every 20 ms, one server process');
      const service = await startService({ WEB_CONCURRENCY: '1' }, script);
      try {
        const report = await probeRebuild({ baseUrl: service.baseUrl, database, searchPath: mixes.search_adverts![0]!.path });
        record('rebuildProbe', report);
        log(`  ${rebuildProbeMarkdown(report).split('\n').join('\n  ')}`);
        return report;
      } finally {
        await service.stop();
      }
    };
    if (values['rebuild-only']) {
      // This process's own index follows the same feed: it would rebuild too, beside the probes.
      await nativeIndex.feed.close();
      const report = await measureRebuild(values.tsx ? SERVER_TYPESCRIPT : undefined);
      writeFileSync(`${out}.json`, `${JSON.stringify({ settings, ...partial }, null, 2)}\n`);
      process.stdout.write(`\n${rebuildProbeMarkdown(report)}\n`);
      return;
    }

    log('the public reads beside their ceilings: hello-world at 1 client, get_advert\'s statement in pgbench');
    const helloOne = await (async () => {
      const port = await freePort();
      const server = await startServer({ script: 'bench/hello-server.ts', args: [String(port)], port, readyPath: '/hello' });
      try {
        return await measure(server, [{ method: 'GET', path: '/hello' }], 1, settings.classSeconds);
      } finally {
        await server.stop();
      }
    })();
    const statement = await advertStatementCeiling(
      url,
      workload.advertIds.map((id, i) => ({ id, lang: workload.searches[i % workload.searches.length]!.lang })),
      settings.connections,
      settings.classSeconds,
    );
    // The smoke run checks the harness: one process is enough there.
    const processCounts = smoke ? ['1'] : ['1', '2'];
    const readServices: ReadService[] = [
      ...(values.tsx
        ? processCounts.map((n) => ({ name: `tsx, ${n} process${n === '1' ? '' : 'es'}`, start: () => startService({ WEB_CONCURRENCY: n }, SERVER_TYPESCRIPT) }))
        : []),
      ...processCounts.map((n) => ({ name: `compiled, ${n} process${n === '1' ? '' : 'es'}`, start: () => startService({ WEB_CONCURRENCY: n }) })),
    ];
    const absent = Object.entries(classRequests).find(([name]) => name.startsWith('absent word'))?.[1] ?? [];
    const reads = await measureReads({
      services: readServices,
      reads: {
        get_advert: mixes.get_advert!,
        get_categories: mixes.get_categories!,
        get_storefront: mixes.get_storefront!,
        'search, absent word': absent,
        'search, realistic mix': mixes.search_adverts!,
      },
      measure,
      preflight,
      connections: settings.connections,
      seconds: settings.classSeconds,
      ceilings: { helloOne, helloMany: helloResult, advertStatementOne: statement.one, advertStatementMany: statement.many },
      log,
    });
    record('reads', reads);
    if (values['reads-only']) {
      // What was measured, as the report of this run (the partial file is only a crash's record).
      writeFileSync(`${out}.json`, `${JSON.stringify({ settings, ...partial }, null, 2)}\n`);
      process.stdout.write(`\n${readsMarkdown(reads)}\n`);
      await nativeIndex.feed.close();
      return;
    }

    log(`the service (${settings.workers} server processes)`);
    const service = await startService();
    const results: Record<string, LoadResult & { readonly peakRssMb: number }> = {};
    const classResults: Record<string, { one: LoadResult & { peakRssMb: number }; many: LoadResult & { peakRssMb: number } }> = {};
    let serviceRssMb = 0;
    let shortPrefixReport: ShortPrefixReport | null = null;
    try {
      // First, while no short prefix has been asked: their first uses, then many of them at once.
      log('  short prefixes: first use (1 client), many different and beside another client');
      const probe = classRequests[Object.keys(classRequests).find((name) => name.startsWith('common word, newest')) ?? 'realistic mix, REST']![0]!;
      shortPrefixReport = await shortPrefixRows({ baseUrl: service.baseUrl, sets: prefixSets, probe, connections: settings.connections, seconds: settings.classSeconds });
      record('shortPrefixes', shortPrefixReport);
      log(`    ${shortPrefixMarkdown(shortPrefixReport, settings.connections).split('\n').slice(4).join('\n    ')}`);
      for (const [name, requests] of Object.entries(mixes)) await preflight(service.baseUrl, name, requests);
      for (const [name, requests] of Object.entries(mixes)) {
        log(`  ${name}`);
        results[name] = await measure(service, requests);
        record(`operation ${name}`, results[name]);
        log(`    ${brief(results[name])}, peak RSS ${results[name].peakRssMb} MB`);
      }
      for (const [name, requests] of Object.entries(classRequests)) await preflight(service.baseUrl, name, requests);
      for (const [name, requests] of Object.entries(classRequests)) {
        log(`  ${name}: 1 and ${settings.connections} clients`);
        const one = await measure(service, requests, 1, settings.classSeconds);
        const many = await measure(service, requests, settings.connections, settings.classSeconds);
        classResults[name] = { one, many };
        record(`search ${name}`, classResults[name]);
        log(`    1: ${brief(one)}; ${settings.connections}: ${brief(many)}`);
      }
      // VmHWM is kept lazily by the kernel and can trail a VmRSS sampled during a run: the larger.
      serviceRssMb = Math.max(
        service.peakRssMb(),
        ...Object.values(results).map((r) => r.peakRssMb),
        ...Object.values(classResults).map((r) => Math.max(r.one.peakRssMb, r.many.peakRssMb)),
      );
    } finally {
      await service.stop();
    }

    // The realistic mix again, one variable changed at a time: one server process; no card cache.
    const variants: Record<string, LoadResult & { readonly peakRssMb: number }> = {};
    for (const [name, env] of [
      ['one server process', { WEB_CONCURRENCY: '1' }],
      ['no card cache (every card from the database)', { SEARCH_CARD_CACHE: '0' }],
    ] as const) {
      log(`  realistic mix, ${name}`);
      const variant = await startService(env);
      try {
        variants[name] = await measure(variant, mixes.search_adverts!);
        record(`variant ${name}`, variants[name]);
        log(`    ${brief(variants[name])}, peak RSS ${variants[name].peakRssMb} MB`);
      } finally {
        await variant.stop();
      }
    }

    log('ceiling 2: the same searches through the index adapter (index + card query), without HTTP');
    const dataLayerArgs = { database, feed: nativeIndex.feed, searches: workload.searches, concurrency: settings.connections };
    await runDataLayerSearches({ ...dataLayerArgs, seconds: settings.warmupSeconds });
    const dataLayer = await runDataLayerSearches({ ...dataLayerArgs, seconds: settings.seconds });
    record('dataLayer', dataLayer);
    log(`  ${brief(dataLayer)}`);

    log('ceiling 3: the index alone (use case over the index, no database, no HTTP), native and WebAssembly bitmaps');
    const aloneSeconds = Math.min(settings.classSeconds, 2);
    const indexAlone: Record<string, { native: LoadResult; wasm: LoadResult | null }> = {};
    const aloneRows = { 'realistic mix': [...workload.searches], ...classes.rows };
    for (const [name, searches] of Object.entries(aloneRows)) {
      indexAlone[name] = { native: await runIndexAlone(nativeIndex.feed.index!, searches, aloneSeconds), wasm: null };
      log(`  roaring, ${name}: ${brief(indexAlone[name].native)}`);
    }
    record('indexAlone', indexAlone);
    await nativeIndex.feed.close();
    const indexes = [nativeIndex.figures];
    if (!values['skip-wasm']) {
      const wasmIndex = await buildIndex(database, 'wasm');
      indexes.push(wasmIndex.figures);
      for (const [name, searches] of Object.entries(aloneRows)) {
        indexAlone[name]!.wasm = await runIndexAlone(wasmIndex.feed.index!, searches, aloneSeconds);
        log(`  roaring-wasm, ${name}: ${brief(indexAlone[name]!.wasm!)}`);
      }
      await wasmIndex.feed.close();
    }
    record('indexes', indexes);
    record('indexAlone', indexAlone);
    // Once this process's indexes are closed: they follow the same feed and would rebuild beside the probes.
    const rebuild = await measureRebuild();

    const report = buildReport({
      reads,
      variants,
      counts: counts!,
      helloResult,
      helloRss,
      dataLayer,
      results,
      serviceRssMb,
      search: {
        rows: Object.entries(classResults).map(([name, r]) => ({
          name,
          one: r.one,
          many: r.many,
          // The MCP row has no index-alone run of its own: the same searches as the REST mix.
          ...(indexAlone[name] ?? (name.startsWith('realistic mix') ? indexAlone['realistic mix']! : { native: null, wasm: null })),
        })),
        realisticMixAlone: indexAlone['realistic mix']!,
        words: classes.words,
        currency,
        indexes,
      },
      shortPrefixes: shortPrefixReport,
      rebuild,
    });
    writeReport(report);
    if (values['update-docs']) updateDocs(report);
    printSummary(report);
    const broken = report.operations.filter((o) => o.requests === 0 || o.errors > 0);
    if (broken.length > 0) {
      log(`operations with errors or no requests: ${broken.map((o) => o.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    cluster?.stop();
    rmSync(serviceData, { recursive: true, force: true });
  }
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

interface OperationReport extends LoadResult {
  readonly name: string;
  /** The service's largest resident set size during this operation's run, in MiB. */
  readonly peakRssMb: number;
  /** Requests per second as a share of the hello-world route's. */
  readonly rpsToHelloWorld: number | null;
  /** For searches: requests per second and p95 as shares of the same searches without HTTP. */
  readonly rpsToDataLayer: number | null;
  readonly p95ToDataLayer: number | null;
}

interface Target {
  readonly name: string;
  readonly target: string;
  readonly actual: string;
  readonly met: boolean;
}

interface Report {
  readonly date: string;
  readonly machine: { readonly cpus: number; readonly cpuModel: string; readonly memoryGiB: number; readonly node: string; readonly postgres: string };
  readonly settings: typeof settings & { readonly advertsInDatabase: number; readonly activeAdverts: number };
  readonly ceilings: { readonly helloWorld: LoadResult & { readonly peakRssMb: number }; readonly dataLayerSearch: LoadResult };
  readonly operations: readonly OperationReport[];
  readonly servicePeakRssMb: number;
  readonly reads: ReadsReport;
  /** The keyword classes by sort, at 1 and N clients, beside the index alone; the index's figures. */
  readonly search: SearchReport;
  /** Two- and three-letter words: first use, many at once, another client beside them. */
  readonly shortPrefixes: ShortPrefixReport | null;
  /** A runtime rebuild beside requests: `/healthz` and a search probed meanwhile. */
  readonly rebuild: RebuildProbeReport;
  /** The realistic search mix with one thing changed (one process, no card cache). */
  readonly variants: Record<string, LoadResult & { readonly peakRssMb: number }>;
  /** The issue's targets; they are stated for 1,000,000 adverts and 16 connections. */
  readonly targets: readonly Target[];
}

function buildReport(input: {
  readonly reads: ReadsReport;
  readonly variants: Record<string, LoadResult & { readonly peakRssMb: number }>;
  readonly counts: { readonly total: string; readonly active: string; readonly version: string };
  readonly helloResult: LoadResult;
  readonly helloRss: number;
  readonly dataLayer: LoadResult;
  readonly results: Record<string, LoadResult & { readonly peakRssMb: number }>;
  readonly serviceRssMb: number;
  readonly search: SearchReport;
  readonly shortPrefixes: ShortPrefixReport | null;
  readonly rebuild: RebuildProbeReport;
}): Report {
  const { helloResult, dataLayer } = input;
  const operations = Object.entries(input.results).map(([name, result]): OperationReport => {
    const isSearch = name.includes('search');
    return {
      name,
      ...result,
      rpsToHelloWorld: ratio(result.requestsPerSecond, helloResult.requestsPerSecond),
      rpsToDataLayer: isSearch ? ratio(result.requestsPerSecond, dataLayer.requestsPerSecond) : null,
      p95ToDataLayer: isSearch ? ratio(result.latencyMs.p95, dataLayer.latencyMs.p95) : null,
    };
  });
  const search = input.results.search_adverts!;
  const advert = input.results.get_advert!;
  const errors = operations.reduce((sum, o) => sum + o.errors, 0);
  const advertShare = ratio(advert.requestsPerSecond, helloResult.requestsPerSecond) ?? 0;
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: input.counts.version,
    },
    settings: { ...settings, advertsInDatabase: Number(input.counts.total), activeAdverts: Number(input.counts.active) },
    ceilings: { helloWorld: { ...helloResult, peakRssMb: input.helloRss }, dataLayerSearch: dataLayer },
    operations,
    servicePeakRssMb: input.serviceRssMb,
    reads: input.reads,
    search: input.search,
    shortPrefixes: input.shortPrefixes,
    rebuild: input.rebuild,
    variants: input.variants,
    targets: [
      ...searchTargets(input.search, search),
      { name: 'search p95', target: '< 50 ms', actual: `${search.latencyMs.p95} ms`, met: search.latencyMs.p95 < 50 },
      {
        name: 'get_advert throughput',
        target: '>= 40% of hello-world',
        actual: `${Math.round(advertShare * 100)}%`,
        met: advertShare >= 0.4,
      },
      { name: 'errors', target: '0', actual: String(errors), met: errors === 0 },
      { name: 'service peak RSS', target: '< 300 MB', actual: `${input.serviceRssMb} MB`, met: input.serviceRssMb < 300 },
      {
        name: '/healthz during a runtime rebuild, max',
        target: '<= 50 ms',
        actual: `${input.rebuild.healthz.max} ms (p99 ${input.rebuild.healthz.p99} ms)`,
        met: input.rebuild.healthz.max <= 50 && input.rebuild.healthz.failed === 0,
      },
    ],
  };
}

function searchTargets(report: SearchReport, mix: LoadResult): Target[] {
  const worst = (pick: (r: SearchRowReport) => number) => {
    const row = [...report.rows].sort((a, b) => pick(b) - pick(a))[0];
    return row ? { name: row.name, value: pick(row) } : { name: '-', value: 0 };
  };
  const one = worst((r) => r.one.latencyMs.p95);
  const many = worst((r) => r.many.latencyMs.p95);
  const native = report.indexes[0];
  return [
    { name: 'search p95, 1 client, every row', target: '<= 15 ms', actual: `${one.value} ms (worst: ${one.name})`, met: one.value <= 15 },
    { name: 'search p95, 16 clients, every row', target: '<= 50 ms', actual: `${many.value} ms (worst: ${many.name})`, met: many.value <= 50 },
    { name: 'searches/s, realistic mix, 16 clients', target: '>= 1,000', actual: String(mix.requestsPerSecond), met: mix.requestsPerSecond >= 1000 },
    ...(native
      ? [
          { name: 'index build at start', target: '<= 30 s at 1M', actual: `${native.buildSeconds} s for ${native.adverts.toLocaleString('en')}`, met: native.buildSeconds <= 30 },
          { name: 'index memory per million adverts', target: '<= 400 MB', actual: `${native.mbPerMillion} MB`, met: native.mbPerMillion <= 400 },
        ]
      : []),
  ];
}

function writeReport(report: Report): void {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`);
  const rows: ChartRow[] = [
    { name: 'hello-world (ceiling)', ...pick(report.ceilings.helloWorld), ceiling: true },
    { name: 'search, no HTTP (ceiling)', ...pick(report.ceilings.dataLayerSearch), ceiling: true },
    ...report.operations.map((o) => ({ name: o.name, ...pick(o) })),
  ];
  const title = `${report.settings.activeAdverts.toLocaleString('en')} active adverts, ${report.settings.connections} connections, ${report.machine.cpus} cores — ${report.date.slice(0, 10)}`;
  writeFileSync(`${out}.svg`, renderChart(title, rows));
  log(`wrote ${out}.json and ${out}.svg`);
}

function pick(result: LoadResult) {
  return { requestsPerSecond: result.requestsPerSecond, p50: result.latencyMs.p50, p95: result.latencyMs.p95, p99: result.latencyMs.p99 };
}

/** The report as a Markdown table (also written into docs/benchmarks.md by --update-docs). */
function markdown(report: Report): string {
  const line = (name: string, r: LoadResult & { readonly peakRssMb?: number }, hello: string, data: string) =>
    `| ${name} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.latencyMs.p50} | ${r.latencyMs.p95} | ${r.latencyMs.p99} | ${r.errors} | ${r.peakRssMb ?? ''} | ${hello} | ${data} |`;
  const line2 = (name: string, r: LoadResult & { readonly peakRssMb?: number }) =>
    `| ${name} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.latencyMs.p50} | ${r.latencyMs.p95} | ${r.latencyMs.p99} | ${r.errors} | ${r.peakRssMb ?? ''} |`;
  const share = (v: number | null) => (v === null ? '' : `${Math.round(v * 100)}%`);
  return [
    `${report.settings.advertsInDatabase.toLocaleString('en')} adverts (${report.settings.activeAdverts.toLocaleString('en')} active), ` +
      `${report.settings.connections} connections, ${report.settings.seconds} s per operation after ${report.settings.warmupSeconds} s of warm-up; ` +
      `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}, PostgreSQL ${report.machine.postgres}; ${report.date}.`,
    '',
    '| operation | req/s | p50 ms | p95 ms | p99 ms | errors | peak RSS MB | req/s vs hello-world | vs no-HTTP search |',
    '|---|---|---|---|---|---|---|---|---|',
    line('hello-world route (ceiling)', report.ceilings.helloWorld, '100%', ''),
    line('search without HTTP (ceiling)', report.ceilings.dataLayerSearch, '', '100%'),
    ...report.operations.map((o) => line(o.name, o, share(o.rpsToHelloWorld), o.rpsToDataLayer === null ? '' : `${share(o.rpsToDataLayer)} req/s, p95 ×${o.p95ToDataLayer}`)),
    '',
    `Service peak RSS: ${report.servicePeakRssMb} MB, its ${report.settings.workers} server processes summed (hello-world: ${report.ceilings.helloWorld.peakRssMb} MB).`,
    '',
    `The realistic search mix (REST, ${report.settings.connections} clients) with one thing changed:`,
    '',
    '| service | req/s | p50 ms | p95 ms | p99 ms | errors | peak RSS MB |',
    '|---|---|---|---|---|---|---|',
    line2(`as above: ${report.settings.workers} server processes, card cache`, report.operations.find((o) => o.name === 'search_adverts')!),
    ...Object.entries(report.variants).map(([name, r]) => line2(name, r)),
    '',
    readsMarkdown(report.reads),
    '',
    searchMarkdown(report),
    '',
    ...(report.shortPrefixes ? [shortPrefixMarkdown(report.shortPrefixes, report.settings.connections), ''] : []),
    rebuildProbeMarkdown(report.rebuild),
    '',
    '| target | wanted | measured | met |',
    '|---|---|---|---|',
    ...report.targets.map((t) => `| ${t.name} | ${t.target} | ${t.actual} | ${t.met ? 'yes' : 'no'} |`),
  ].join('\n');
}

function searchMarkdown(report: Report): string {
  const { search } = report;
  const lat = (r: LoadResult | null) => (r ? `${r.latencyMs.p50} / ${r.latencyMs.p95}` : '');
  const words = (Object.entries(search.words) as [string, { word: string; share: number }[]][])
    .map(([cls, list]) => `${cls}: ${list.slice(0, 4).map((w) => `${w.word} (${(w.share * 100).toFixed(2)}%)`).join(', ')}`)
    .join('; ');
  return [
    `Searches by keyword class (one-word keywords drawn by their share of active adverts; ${words}). Price sorts in ${search.currency}. ` +
      `Through HTTP, ${report.settings.classSeconds} s per row and client count; "index alone": the use case over the index, no database, no HTTP, one caller.`,
    '',
    `| search | 1 client p50 / p95 ms | 1 client req/s | ${report.settings.connections} clients p50 / p95 ms | ${report.settings.connections} clients req/s | index alone p50 / p95 ms (roaring) | (roaring-wasm) |`,
    '|---|---|---|---|---|---|---|',
    ...search.rows.map((r) => `| ${r.name} | ${lat(r.one)} | ${r.one.requestsPerSecond} | ${lat(r.many)} | ${r.many.requestsPerSecond} | ${lat(r.native)} | ${lat(r.wasm)} |`),
    '',
    '| index | adverts | terms | build s | structures MB | MB per million adverts | RSS growth MB | V8 heap+external growth MB |',
    '|---|---|---|---|---|---|---|---|',
    ...search.indexes.map((i) => `| ${i.bitmaps} | ${i.adverts.toLocaleString('en')} | ${i.terms.toLocaleString('en')} | ${i.buildSeconds} | ${i.indexMb} | ${i.mbPerMillion} | ${i.rssMb} | ${i.v8Mb} |`),
  ].join('\n');
}

const DOCS = 'docs/benchmarks.md';
const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';

function updateDocs(report: Report): void {
  const text = readFileSync(DOCS, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOCS} has no ${START} … ${END} block`);
  const svg = out.startsWith('bench/') ? `\n\n![latest run](../${out}.svg)` : '';
  writeFileSync(DOCS, `${text.slice(0, from + START.length)}\n${markdown(report)}${svg}\n${text.slice(to)}`);
  log(`updated ${DOCS}`);
}

function printSummary(report: Report): void {
  process.stdout.write(`\n${markdown(report)}\n`);
}
