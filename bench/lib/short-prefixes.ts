/**
 * The short-prefix rows of issue 24: two- and three-letter words asked for the first time (one
 * client, each once), many different ones from 16 clients, and another client's search while a
 * server computes them. A prefix is first used only where its row says (the sets are disjoint).
 */
import { runLoad, summarize, type LatencySummary, type LoadRequest, type LoadResult } from './load.js';

export interface ShortPrefixReport {
  readonly firstUse: { readonly two: LatencySummary & { readonly words: number }; readonly three: LatencySummary & { readonly words: number } };
  readonly many: LoadResult & { readonly words: number };
  readonly whileComputed: { readonly background: LoadResult & { readonly words: number }; readonly probe: LatencySummary & { readonly requests: number } };
}

const searchPath = (prefix: string) => `/api/v1/adverts?queries=${encodeURIComponent(prefix)}&limit=20`;

async function timed(baseUrl: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

/** Each prefix once, one at a time: its first use in the server process that answers it. */
export async function firstUse(baseUrl: string, prefixes: readonly string[]): Promise<LatencySummary & { words: number }> {
  const samples: number[] = [];
  for (const prefix of prefixes) samples.push(await timed(baseUrl, searchPath(prefix)));
  return { ...summarize(samples), words: prefixes.length };
}

export async function shortPrefixRows(options: {
  readonly baseUrl: string;
  readonly sets: { readonly firstUse: { two: string[]; three: string[] }; readonly many: string[]; readonly whileComputed: string[] };
  /** A warm search of another client (a common word, asked before). */
  readonly probe: LoadRequest;
  readonly connections: number;
  readonly seconds: number;
}): Promise<ShortPrefixReport> {
  const { baseUrl, sets } = options;
  const two = await firstUse(baseUrl, sets.firstUse.two);
  const three = await firstUse(baseUrl, sets.firstUse.three);
  const requests = (list: readonly string[]) => list.map((p): LoadRequest => ({ method: 'GET', path: searchPath(p) }));
  const many = await runLoad({ baseUrl, requests: requests(sets.many), connections: options.connections, seconds: options.seconds });
  await timed(baseUrl, options.probe.path);
  // The probe runs beside the load, one request at a time, until the load ends.
  let loading = true;
  const probeSamples: number[] = [];
  const probing = (async () => {
    while (loading) probeSamples.push(await timed(baseUrl, options.probe.path));
  })();
  const background = await runLoad({ baseUrl, requests: requests(sets.whileComputed), connections: options.connections, seconds: options.seconds }).finally(() => {
    loading = false;
  });
  await probing;
  return {
    firstUse: { two, three },
    many: { ...many, words: sets.many.length },
    whileComputed: { background: { ...background, words: sets.whileComputed.length }, probe: { ...summarize(probeSamples), requests: probeSamples.length } },
  };
}

export function shortPrefixMarkdown(report: ShortPrefixReport, connections: number): string {
  const lat = (l: LatencySummary) => `${l.p50} / ${l.p95} / ${l.max}`;
  return [
    `Short prefixes (two- and three-letter words, the most frequent word starts; disjoint sets, so each row's words are first used there):`,
    '',
    '| short-prefix row | words | p50 / p95 / max ms | req/s |',
    '|---|---|---|---|',
    `| two-letter word, first use, 1 client | ${report.firstUse.two.words} | ${lat(report.firstUse.two)} | |`,
    `| three-letter word, first use, 1 client | ${report.firstUse.three.words} | ${lat(report.firstUse.three)} | |`,
    `| many different short words, ${connections} clients | ${report.many.words} | ${lat(report.many.latencyMs)} | ${report.many.requestsPerSecond} |`,
    `| short words first used by ${connections} clients (background) | ${report.whileComputed.background.words} | ${lat(report.whileComputed.background.latencyMs)} | ${report.whileComputed.background.requestsPerSecond} |`,
    `| another client's search while short words are computed | ${report.whileComputed.probe.requests} requests | ${lat(report.whileComputed.probe)} | |`,
  ].join('\n');
}
