/**
 * The index rebuilt beside requests (issue 24: `/healthz` within 50 ms while the index builds;
 * decision 0075): a rebuild marker is written, and until the service's rebuild counter moves,
 * `/healthz` is asked every 50 ms and a search every 20 ms, each on a kept-alive connection of
 * its own. One server process: with more, the marker makes each rebuild, and a connection sees
 * only one of them.
 */
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '@marketplace/adapters-postgres';
import { summarize, type LatencySummary } from './load.js';

export interface RebuildProbeReport {
  /** From the marker's insert to the counter's move, seconds. */
  readonly rebuildSeconds: number;
  readonly healthz: LatencySummary & { readonly probes: number; readonly failed: number };
  readonly search: LatencySummary & { readonly probes: number; readonly failed: number };
}

/** GET on `agent`'s connection: milliseconds to the whole answer, or null when it was not 200. */
function timedGet(baseUrl: string, path: string, agent: Agent): Promise<{ ms: number; body: string } | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = get(`${baseUrl}${path}`, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(response.statusCode === 200 ? { ms: performance.now() - started, body } : null));
    });
    request.on('error', () => resolve(null));
  });
}

/** The service's count of rebuilds for a rebuild marker (`/metrics`). */
async function markerRebuilds(baseUrl: string, agent: Agent): Promise<number> {
  const answer = await timedGet(baseUrl, '/metrics', agent);
  const match = answer && /^search_index_rebuilds_total\{[^}]*reason="rebuild_marker"[^}]*\} (\d+)/m.exec(answer.body);
  if (!match) throw new Error('the service does not report search_index_rebuilds_total{reason="rebuild_marker"}');
  return Number(match[1]);
}

/** Probes one rebuild of the service at `baseUrl` (one process) over `database`, `searchPath` as its search. */
export async function probeRebuild(options: {
  readonly baseUrl: string;
  readonly database: Database;
  readonly searchPath: string;
  readonly timeoutMs?: number;
}): Promise<RebuildProbeReport> {
  const { baseUrl } = options;
  const agents = { metrics: new Agent({ keepAlive: true, maxSockets: 1 }), healthz: new Agent({ keepAlive: true, maxSockets: 1 }), search: new Agent({ keepAlive: true, maxSockets: 1 }) };
  try {
    const before = await markerRebuilds(baseUrl, agents.metrics);
    await options.database.query(sql`insert into search_changes (advert_id) values (null)`);
    const started = performance.now();
    const deadline = started + (options.timeoutMs ?? 30 * 60_000);
    let done = false;
    const samples = { healthz: [] as number[], search: [] as number[] };
    const failed = { healthz: 0, search: 0 };
    const probe = async (kind: 'healthz' | 'search', path: string, everyMs: number) => {
      while (!done) {
        const answer = await timedGet(baseUrl, path, agents[kind]);
        if (answer) samples[kind].push(answer.ms);
        else failed[kind]++;
        await sleep(everyMs);
      }
    };
    const probes = [probe('healthz', '/healthz', 50), probe('search', options.searchPath, 20)];
    try {
      while ((await markerRebuilds(baseUrl, agents.metrics)) === before) {
        if (performance.now() > deadline) throw new Error('the service did not rebuild within the probe\'s time');
        await sleep(250);
      }
    } finally {
      done = true;
      await Promise.all(probes);
    }
    const rebuildSeconds = Math.round((performance.now() - started) / 100) / 10;
    return {
      rebuildSeconds,
      healthz: { ...summarize(samples.healthz), probes: samples.healthz.length, failed: failed.healthz },
      search: { ...summarize(samples.search), probes: samples.search.length, failed: failed.search },
    };
  } finally {
    for (const agent of Object.values(agents)) agent.destroy();
  }
}

export function rebuildProbeMarkdown(report: RebuildProbeReport): string {
  const row = (name: string, s: RebuildProbeReport['healthz']) =>
    `| ${name} | ${s.probes} | ${s.p50} | ${s.p99} | ${s.max} | ${s.failed} |`;
  return [
    `A runtime rebuild (a rebuild marker), one server process: ${report.rebuildSeconds} s`,
    '',
    '| probe | answers | p50 ms | p99 ms | max ms | not 200 |',
    '|---|---|---|---|---|---|',
    row('`/healthz` every 50 ms', report.healthz),
    row('a search every 20 ms', report.search),
  ].join('\n');
}
