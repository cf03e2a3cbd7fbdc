/**
 * The ceiling of the data layer: the same searches through the search use case and the search
 * index adapter (index + one card query) in this process, without HTTP, from as many concurrent callers as the HTTP run has
 * connections. What the service adds on top of this is its HTTP, validation and JSON cost.
 */
import { performance } from 'node:perf_hooks';
import { makeLinks, makeSearchAdverts, untranslated, type Clock } from '@marketplace/core';
import { IndexedAdvertSearch, type Database, type SearchIndexFeed } from '@marketplace/adapters-postgres';
import { summarize, type LoadResult } from './load.js';
import type { SearchCase } from './workload.js';

export async function runDataLayerSearches(options: {
  readonly database: Database;
  readonly feed: SearchIndexFeed;
  readonly searches: readonly SearchCase[];
  readonly concurrency: number;
  readonly seconds: number;
}): Promise<LoadResult> {
  const clock: Clock = { now: () => new Date() };
  const search = makeSearchAdverts({ advertSearch: new IndexedAdvertSearch(options.database, options.feed), translator: untranslated, clock });
  const links = makeLinks({ webBaseUrl: 'https://marketplace.example', publicBaseUrl: 'http://127.0.0.1' }, 'api');
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const item = options.searches[next % options.searches.length]!;
      next += 1;
      const begun = performance.now();
      const result = await search(item.args, { lang: item.lang, links });
      samples.push(performance.now() - begun);
      if (result.isErr()) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, caller));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
    latencyMs: summarize(samples),
    errors,
    statuses: {},
    seconds: Math.round(seconds * 10) / 10,
  };
}
