import { Counter, Gauge } from 'prom-client';
import type { SearchFeedHealth } from '@marketplace/adapters-postgres';
import { registry } from './metrics.js';

/**
 * The search index's series: this process's replica and the change feed that keeps it current
 * (docs/operations.md lists them with the alerts to set). The feed keeps the numbers; each series
 * reads them on a scrape, counters included (their values only grow while the process runs).
 */

/** Where the series read the feed from (the composition's); unset: not shown. */
let health: (() => SearchFeedHealth) | null = null;

export function watchSearchIndex(read: () => SearchFeedHealth): void {
  health = read;
}

/** The health once loaded: before, the series are left out (/readyz says search_index_loading). */
const loaded = (): SearchFeedHealth | null => {
  const now = health?.() ?? null;
  return now?.loaded ? now : null;
};

function gauge(name: string, help: string, value: (h: SearchFeedHealth) => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const h = loaded();
      if (h) this.set(value(h));
    },
  });
}

function counter<K extends string>(name: string, help: string, label: string, values: (h: SearchFeedHealth) => Readonly<Record<K, number>>): void {
  new Counter({
    name,
    help,
    labelNames: [label],
    registers: [registry],
    collect() {
      const h = loaded();
      if (!h) return;
      this.reset();
      for (const [key, n] of Object.entries<number>(values(h))) this.inc({ [label]: key }, n);
    },
  });
}

function total(name: string, help: string, value: (h: SearchFeedHealth) => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const h = loaded();
      if (!h) return;
      this.reset();
      this.inc(value(h));
    },
  });
}

gauge('search_index_documents', 'Active adverts in this process’s search index.', (h) => h.adverts);
gauge('search_index_dead_ids', 'Doc ids of adverts removed or replaced since the last build (past half of all ids the index is rebuilt).', (h) => h.deadIds);
gauge('search_index_feed_position', 'The change feed’s applied position: every search_changes seq up to it is in the index.', (h) => h.position);
gauge(
  'search_index_lag_seconds',
  'Replication lag: an upper bound of the age of the oldest committed change not yet applied; 0 while the feed follows.',
  (h) => h.lagSeconds,
);
gauge('search_index_build_seconds', 'How long the last full build of the index took.', (h) => h.lastBuildSeconds);
gauge('search_index_memory_bytes', 'What the index’s structures hold (typed arrays, bitmaps, terms), measured in steps in the background at most every 5 minutes (0 until the first measure of an index is done).', (h) => h.memoryBytes);
gauge('search_index_prefix_cache_entries', 'Prefix unions kept in the index’s cache.', (h) => h.prefixCache.entries);
gauge('search_index_prefix_cache_bytes', 'Bytes of the prefix unions kept.', (h) => h.prefixCache.bytes);
counter('search_index_catch_ups_total', 'Catch-ups of the change feed, by outcome (applied, current, rebuilt, failed).', 'outcome', (h) => h.catchUps);
counter('search_index_rebuilds_total', 'Full builds of the index, by reason (start, missed_changes, rebuild_marker, dead_ids).', 'reason', (h) => h.rebuilds);
total('search_index_changes_failed_total', 'Changes that could not be applied (the advert is left out of search and logged with its id).', (h) => h.changesFailed);
total('search_index_listen_losses_total', 'Times the LISTEN connection of the change feed was lost (each is logged, and so is its return).', (h) => h.listenLosses);
total('search_index_prefix_cache_hits_total', 'Prefix lookups answered from the cache of unions.', (h) => h.prefixCache.hits);
total('search_index_prefix_cache_misses_total', 'Prefix lookups that had to make a union of several terms.', (h) => h.prefixCache.misses);

new Gauge({
  name: 'search_index_bitmaps_info',
  help: 'The bitmap library of the index: backend="roaring" (the native addon) or "roaring-wasm" (the WebAssembly fallback, slower).',
  labelNames: ['backend'] as const,
  registers: [registry],
  collect() {
    const h = loaded();
    if (!h?.bitmaps) return;
    this.reset();
    this.set({ backend: h.bitmaps }, 1);
  },
});
