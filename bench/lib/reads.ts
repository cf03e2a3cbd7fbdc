/**
 * The public reads beside their ceilings (issue 25): get_advert, get_categories, get_storefront,
 * a search with an absent word (the request path alone) and the realistic search mix, at 1 client
 * and at N, for each way of running the service (WEB_CONCURRENCY 1 and 2; the compiled build
 * that `pnpm start` and the image run, and with --tsx the TypeScript through tsx), with peak RSS.
 * Ceilings in the same run: the hello-world route at 1 and N clients, and get_advert's own
 * statement in pgbench (-M prepared) at 1 and N.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PgDialect } from 'drizzle-orm/pg-core';
import { advertStatement } from '@marketplace/adapters-postgres';
import type { Language } from '@marketplace/core';
import type { LoadRequest, LoadResult } from './load.js';
import type { ServerProcess } from './processes.js';

type Measured = LoadResult & { readonly peakRssMb: number };

export interface ReadService {
  /** How the service runs: `tsx, 1 process`, `compiled, 2 processes`… */
  readonly name: string;
  readonly start: () => Promise<ServerProcess>;
}

export interface ReadRow {
  readonly service: string;
  readonly read: string;
  readonly one: Measured;
  readonly many: Measured;
}

export interface ReadCeilings {
  readonly helloOne: LoadResult;
  readonly helloMany: LoadResult;
  /** get_advert's statement in pgbench -M prepared, transactions per second (null: no pgbench). */
  readonly advertStatementOne: number | null;
  readonly advertStatementMany: number | null;
}

export interface ReadsReport {
  readonly connections: number;
  readonly seconds: number;
  readonly ceilings: ReadCeilings;
  readonly rows: readonly ReadRow[];
  /** Peak RSS of each service run (its processes summed), MiB. */
  readonly peakRssMb: Record<string, number>;
}

const run = promisify(execFile);

/**
 * get_advert's statement as the adapter sends it, once per advert and language, parameters
 * written in: pgbench prepares each script's statement once per connection (-M prepared).
 */
function advertScripts(dir: string, adverts: readonly { readonly id: string; readonly lang: Language }[]): string[] {
  const dialect = new PgDialect();
  return adverts.map(({ id, lang }, i) => {
    const { sql: text, params } = dialect.sqlToQuery(advertStatement(id, lang));
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
    const file = join(dir, `advert-${i}.sql`);
    // Lines kept as they are: the statement has SQL comments.
    writeFileSync(file, `${inlined.trim()};\n`);
    return file;
  });
}

/** pgbench over the scripts at `clients`, its tps; null when pgbench is not installed. */
export async function pgbenchTps(url: string, scripts: readonly string[], clients: number, seconds: number): Promise<number | null> {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  // pgbench takes whole seconds: a fraction (the smoke run's) rounds up to one.
  const args = ['-n', '-M', 'prepared', '-T', String(Math.max(1, Math.round(seconds))), '-c', String(clients), '-j', String(Math.min(clients, 2)), ...scripts.flatMap((f) => ['-f', f]), url];
  const { stdout } = await run('pgbench', args, { maxBuffer: 16 * 2 ** 20 });
  const match = /^tps = ([\d.]+)/m.exec(stdout);
  return match ? Math.round(Number(match[1])) : null;
}

/** get_advert's statement in pgbench at 1 and `connections` clients. */
export async function advertStatementCeiling(
  url: string,
  adverts: readonly { readonly id: string; readonly lang: Language }[],
  connections: number,
  seconds: number,
): Promise<{ one: number | null; many: number | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const scripts = advertScripts(dir, adverts.slice(0, 50));
    await pgbenchTps(url, scripts, connections, 1);
    return { one: await pgbenchTps(url, scripts, 1, seconds), many: await pgbenchTps(url, scripts, connections, seconds) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}


/** Every read at 1 client and at `connections`, for each service; the services one after the other. */
export async function measureReads(input: {
  readonly services: readonly ReadService[];
  readonly reads: Record<string, readonly LoadRequest[]>;
  readonly measure: (server: ServerProcess, requests: readonly LoadRequest[], connections: number, seconds: number) => Promise<Measured>;
  readonly preflight: (baseUrl: string, name: string, requests: readonly LoadRequest[]) => Promise<void>;
  readonly connections: number;
  readonly seconds: number;
  readonly ceilings: ReadCeilings;
  readonly log: (line: string) => void;
}): Promise<ReadsReport> {
  const rows: ReadRow[] = [];
  const peakRssMb: Record<string, number> = {};
  for (const service of input.services) {
    input.log(`  ${service.name}`);
    const server = await service.start();
    try {
      for (const [name, requests] of Object.entries(input.reads)) await input.preflight(server.baseUrl, name, requests);
      for (const [read, requests] of Object.entries(input.reads)) {
        const one = await input.measure(server, requests, 1, input.seconds);
        const many = await input.measure(server, requests, input.connections, input.seconds);
        rows.push({ service: service.name, read, one, many });
        input.log(`    ${read}: 1: ${one.requestsPerSecond} req/s (p95 ${one.latencyMs.p95} ms); ${input.connections}: ${many.requestsPerSecond} req/s (p95 ${many.latencyMs.p95} ms)`);
      }
      peakRssMb[service.name] = Math.max(server.peakRssMb(), ...rows.filter((r) => r.service === service.name).flatMap((r) => [r.one.peakRssMb, r.many.peakRssMb]));
    } finally {
      await server.stop();
    }
  }
  return { connections: input.connections, seconds: input.seconds, ceilings: input.ceilings, rows, peakRssMb };
}

const pct = (a: number, b: number | null) => (b ? `${Math.round((a / b) * 100)}%` : '');

/** The ceiling a read is held to (issue 25's targets): get_advert and get_storefront to the statement's pgbench tps, the rest to hello-world. */
function ceilingOf(read: string, c: ReadCeilings, clients: 'one' | 'many'): { value: number | null; name: string } {
  if (read === 'get_advert' || read === 'get_storefront') {
    return { value: clients === 'one' ? c.advertStatementOne : c.advertStatementMany, name: 'pgbench' };
  }
  return { value: clients === 'one' ? c.helloOne.requestsPerSecond : c.helloMany.requestsPerSecond, name: 'hello' };
}

export function readsMarkdown(report: ReadsReport): string {
  const c = report.ceilings;
  const cell = (r: Measured) => `${r.requestsPerSecond.toLocaleString('en')} (${r.latencyMs.p95})`;
  const lines = [
    `The public reads beside their ceilings, ${report.seconds} s per row and client count: requests/s (p95 ms), and the share of the ceiling ` +
      `the issue holds each to (get_advert and get_storefront: get_advert's statement in pgbench -M prepared; the others: the hello-world route). ` +
      `Ceilings in this run: hello-world ${c.helloOne.requestsPerSecond.toLocaleString('en')} req/s at 1 client, ${c.helloMany.requestsPerSecond.toLocaleString('en')} at ${report.connections}; ` +
      `get_advert's statement ${c.advertStatementOne?.toLocaleString('en') ?? '–'} tps at 1, ${c.advertStatementMany?.toLocaleString('en') ?? '–'} at ${report.connections}.`,
    '',
    `| service | read | 1 client | share | ${report.connections} clients | share |`,
    '|---|---|---|---|---|---|',
    ...report.rows.map((r) => {
      const one = ceilingOf(r.read, c, 'one');
      const many = ceilingOf(r.read, c, 'many');
      return `| ${r.service} | ${r.read} | ${cell(r.one)} | ${pct(r.one.requestsPerSecond, one.value)} of ${one.name} | ${cell(r.many)} | ${pct(r.many.requestsPerSecond, many.value)} of ${many.name} |`;
    }),
    '',
    `Peak RSS: ${Object.entries(report.peakRssMb).map(([name, mb]) => `${name} ${mb} MB`).join('; ')}.`,
  ];
  return lines.join('\n');
}
