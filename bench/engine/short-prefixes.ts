/**
 * The engine alone at real-world vocabulary: builds an index of `--adverts` adverts of real
 * dictionary words (real-vocabulary.ts; DICT_DIR holds the npm `dictionary-*` packages), then
 * measures what issue 24 asks of short prefixes, one caller on one core (a search is synchronous
 * work: another client's search waits behind the one running):
 * - build time, the index's structures and the process's memory;
 * - the most frequent two- and three-letter word starts, first use (cold), then warm;
 * - a warm whole-word search run after each first-use prefix (what another client waits);
 * - throughput over all of those prefixes, steady state;
 * - a snapshot written and read back (size, times).
 * ENGINE=<path to an engine module exporting SearchIndex> measures another engine (the one before).
 *
 *   DICT_DIR=/tmp/dicts/node_modules tsx bench/engine/short-prefixes.ts --adverts 1000000
 */
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdvertSearchQuery } from '@marketplace/core';
import { loadBitmapLibrary, readSnapshot, SearchIndex, writeSnapshot } from '@marketplace/search-index';
import { adverts, readVocabulary, shuffle, random } from './real-vocabulary.js';
import { collectGarbage, memoryMb } from '../lib/index-alone.js';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const count = arg('adverts', 1_000_000);
const dictDir = process.env.DICT_DIR ?? '/tmp/engine-dicts/node_modules';

function summarize(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 100) / 100;
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(s[s.length - 1]! * 100) / 100 };
}

const query = (words: string[], over: Partial<AdvertSearchQuery> = {}): AdvertSearchQuery => ({
  words, categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null, priceMaxMinor: null,
  sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 20, lang: 'sr', ...over,
});

const lib = await loadBitmapLibrary();
const t0 = performance.now();
const vocabulary = shuffle(readVocabulary(dictDir), random(7));
const vocabMs = performance.now() - t0;
const before = memoryMb();
const Engine: typeof SearchIndex = process.env.ENGINE ? ((await import(process.env.ENGINE)) as { SearchIndex: typeof SearchIndex }).SearchIndex : SearchIndex;
const built = performance.now();
const index = new Engine(lib, count + 1024);
for (const advert of adverts(count, vocabulary)) index.add(advert);
index.finishBulk();
const buildMs = performance.now() - built;
const after = memoryMb();
const stats = index.stats();

// The most frequent two- and three-letter word starts, by the docs of the terms they span.
const byPrefix = new Map<string, number>();
let words = 0;
for (const [term, n] of index.wordFrequencies()) {
  words++;
  for (const len of [2, 3]) if (term.length >= len && /^[a-z]/.test(term)) byPrefix.set(term.slice(0, len), (byPrefix.get(term.slice(0, len)) ?? 0) + n);
}
const ranked = [...byPrefix].sort((a, b) => b[1] - a[1]).map(([p]) => p);
const two = ranked.filter((p) => p.length === 2);
const three = ranked.filter((p) => p.length === 3);
const shortWords = [...two.slice(0, 300), ...three.slice(0, 1200)];
const probe = query(['stan'], { sort: 'newest' });
index.search(probe);

// First use: each prefix once, a warm whole-word search right after it (what another client waits).
const cold: number[] = [];
const coldTwo: number[] = [];
const coldThree: number[] = [];
const waited: number[] = [];
const sorts: AdvertSearchQuery['sort'][] = ['newest', 'price_asc', 'newest', 'price_desc'];
shortWords.forEach((word, i) => {
  const start = performance.now();
  index.search(query([word], { sort: sorts[i % sorts.length]! }));
  const took = performance.now() - start;
  index.search(probe);
  const done = performance.now() - start;
  cold.push(took);
  (word.length === 2 ? coldTwo : coldThree).push(took);
  waited.push(done);
});
// Warm: the same again, twice over, and the steady rate over all of them.
const warm: number[] = [];
const steadyStart = performance.now();
for (let round = 0; round < 2; round++) {
  shortWords.forEach((word, i) => {
    const start = performance.now();
    index.search(query([word], { sort: sorts[i % sorts.length]! }));
    warm.push(performance.now() - start);
  });
}
const steadyPerSecond = Math.round((2 * shortWords.length) / ((performance.now() - steadyStart) / 1000));

let snapshot: Record<string, number> | null = null;
if (!process.env.ENGINE) {
  const dir = mkdtempSync(join(tmpdir(), 'engine-snapshot-'));
  // The loop's longest pause while the snapshot is written (what searches wait at most).
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const w = performance.now();
  const bytes = await writeSnapshot(dir, index.capture(), { position: { safe: 0 } });
  const writeMs = performance.now() - w;
  clearInterval(ticker);
  const r = performance.now();
  const { index: restored } = await readSnapshot(dir, lib);
  const readMs = performance.now() - r;
  const same = JSON.stringify(restored.search(query([two[0]!]))) === JSON.stringify(index.search(query([two[0]!])));
  restored.dispose();
  rmSync(dir, { recursive: true, force: true });
  snapshot = { mb: Math.round(bytes / 2 ** 20), writeMs: Math.round(writeMs), longestLoopPauseMs: Math.round(longest), readMs: Math.round(readMs), sameAnswer: same ? 1 : 0 };
}
collectGarbage();

console.log(
  JSON.stringify(
    {
      engine: process.env.ENGINE ?? 'packages/search-index',
      adverts: count,
      vocabulary: vocabulary.length,
      vocabularyMs: Math.round(vocabMs),
      distinctWordTerms: words,
      bitmaps: lib.name,
      buildMs: Math.round(buildMs),
      structuresMb: Math.round(stats.bytes / 2 ** 20),
      prefixUnions: (stats as { prefixUnions?: unknown }).prefixUnions ?? null,
      rssMb: Math.round(after.rss),
      v8DeltaMb: Math.round(after.v8 - before.v8),
      rssDeltaMb: Math.round(after.rss - before.rss),
      topTwoLetter: two.slice(0, 8),
      firstUse: { all: summarize(cold), twoLetter: summarize(coldTwo), threeLetter: summarize(coldThree) },
      anotherSearchWaits: summarize(waited),
      warm: summarize(warm),
      warmSearchesPerSecondOneCore: steadyPerSecond,
      snapshot,
      loadavg: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
    },
    null,
    1,
  ),
);
