/**
 * The search index's own ceiling: the search use case (validation, keyword sets, merge) over the
 * index alone, no database and no HTTP, one caller (a search is synchronous CPU work, so one
 * caller is what one core does). What the service adds is the card load, HTTP and JSON.
 */
import { performance } from 'node:perf_hooks';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { makeLinks, makeSearchAdverts, untranslated, type AdvertSearch, type Clock } from '@marketplace/core';
import { dbCall, type SearchIndex } from '@marketplace/adapters-postgres';
import { summarize, type LoadResult } from './load.js';
import type { SearchCase } from './workload.js';

export async function runIndexAlone(index: SearchIndex, searches: readonly SearchCase[], seconds: number): Promise<LoadResult> {
  const clock: Clock = { now: () => new Date() };
  const advertSearch: AdvertSearch = { search: (q) => dbCall(() => Promise.resolve({ total: index.search(q).total, items: [] })) };
  const search = makeSearchAdverts({ advertSearch, translator: untranslated, clock });
  const links = makeLinks({ webBaseUrl: 'https://marketplace.example', publicBaseUrl: 'http://127.0.0.1' }, 'api');
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  for (let i = 0; performance.now() < deadline; i++) {
    const item = searches[i % searches.length]!;
    const begun = performance.now();
    const result = await search(item.args, { lang: item.lang, links });
    if (result.isErr()) errors += 1;
    samples.push(performance.now() - begun);
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / elapsed) * 10) / 10,
    latencyMs: summarize(samples),
    errors,
    statuses: {},
    seconds: Math.round(elapsed * 10) / 10,
  };
}

/** A full garbage collection, so that memory deltas measure what stays. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Resident set and V8-visible memory (heap + external + array buffers), in MiB. */
export function memoryMb(): { rss: number; v8: number } {
  collectGarbage();
  const m = process.memoryUsage();
  return { rss: m.rss / 2 ** 20, v8: (m.heapUsed + m.external + m.arrayBuffers) / 2 ** 20 };
}
