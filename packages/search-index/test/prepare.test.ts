import { describe, expect, it } from 'vitest';
import { loadBitmapLibrary, SearchIndex, type BitmapLibrary, type IndexedAdvert } from '../src/index.js';
import { nextTurn } from '../src/slices.js';
import { aSearchQuery } from '@marketplace/core/testing';
import { counted } from './support/reference.js';

/**
 * A search's first use of a light prefix: `prepare` makes its union beside other work (a turn of
 * the event loop between steps), shared by searches that ask at once, and `search` then finds it
 * kept. The differential property test checks the answers with changes between the steps.
 */

const query = (words: string[]) => aSearchQuery({ words });

const advert = (n: number, words: string[]): IndexedAdvert => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'sell',
  contour: 'private',
  sortAtMicros: 1_760_000_000_000_000 + n,
  priceMinor: null,
  currency: 'EUR',
  latitude: null,
  longitude: null,
  lexemes: words,
});

/**
 * Under "ka": 200 terms of 80 adverts each (bitmaps, past SMALL_POSTING: a union of more than one native step of 64),
 * and 50 of one advert; "ko" beside them, and under "kb" 100 terms of 80 adverts. A heavy span of 1,000 keeps every prefix light.
 */
function index(lib: BitmapLibrary, prepareSliceMs = 0): SearchIndex {
  const built = new SearchIndex(lib, 16, { heavyPrefixSpan: 1_000, prepareSliceMs });
  let n = 0;
  for (let t = 0; t < 200; t++) for (let k = 0; k < 80; k++) built.add(advert(n++, [`ka${String(t).padStart(3, '0')}`]));
  for (let t = 0; t < 50; t++) built.add(advert(n++, [`kas${t}`]));
  for (let t = 0; t < 10; t++) built.add(advert(n++, [`ko${t}`, `ko${t + 1}`]));
  for (let t = 0; t < 100; t++) for (let k = 0; k < 80; k++) built.add(advert(n++, [`kb${String(t).padStart(3, '0')}`]));
  built.finishBulk();
  return built;
}

describe('a prefix prepared before its first search', () => {
  it('is made in steps with turns of the event loop between them, then answered as a fresh search', async () => {
    const prepared = index(await loadBitmapLibrary());
    const fresh = index(await loadBitmapLibrary());
    const preparing = prepared.prepare(query(['ka']))!;
    expect(preparing).toBeInstanceOf(Promise);
    let turns = 0;
    let done = false;
    void preparing.then(() => (done = true));
    while (!done) {
      await nextTurn();
      turns++;
    }
    // The union's steps: its gathering, then 200 bitmaps in four native unions, then the small docs.
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(prepared.prefixCacheStats).toMatchObject({ hits: 0, misses: 1 });
    const answer = prepared.search(query(['ka']));
    expect(answer).toEqual(fresh.search(query(['ka'])));
    expect(answer.total).toBe(200 * 80 + 50);
    // Its search found it kept: no second union, and not a hit of the cache either.
    expect(prepared.prefixCacheStats).toMatchObject({ hits: 0, misses: 1 });
    // Kept now: nothing to prepare.
    expect(prepared.prepare(query(['ka']))).toBeNull();
  });

  it('asks nothing when no union is to be made: kept, no term or one term', async () => {
    const built = index(await loadBitmapLibrary());
    expect(built.prepare(query(['ka']))).not.toBeNull();
    await built.prepare(query(['ka']));
    for (const words of [['ka'], ['zz'], ['kas49'], ['ko3', 'zz']]) expect(built.prepare(query(words)), words.join(' ')).toBeNull();
    expect(built.prepare(aSearchQuery())).toBeNull();
  });

  it('is made once for searches that ask at once, each waiting for it', async () => {
    const lib = await loadBitmapLibrary();
    let unions = 0;
    const built = index({ ...lib, orMany: (bitmaps) => (unions++, lib.orMany(bitmaps)) });
    // The build's own unions (the orders' stretches) are not the prefix's.
    unions = 0;
    const first = built.prepare(query(['ka']))!;
    const second = built.prepare(query(['ka', 'ko']))!;
    expect(second).not.toBeNull();
    await Promise.all([first, second]);
    // "ka": 200 bitmaps, 64 to a native union (4); "ko": small postings only (none).
    expect(unions).toBe(4);
    expect(built.prefixCacheStats).toMatchObject({ hits: 0, misses: 2 });
    expect(built.search(query(['ka', 'ko'])).total).toBe(0);
    expect(built.search(query(['ko'])).total).toBe(10);
    expect(built.prefixCacheStats).toMatchObject({ hits: 1, misses: 2 });
    expect(unions).toBe(4);
  });

  it('runs one slice per turn, first come first served', async () => {
    const lib = await loadBitmapLibrary();
    let unions = 0;
    const built = index({ ...lib, orMany: (bitmaps) => (unions++, lib.orMany(bitmaps)) });
    // The build's own unions (the orders' stretches) are not the prefix's.
    unions = 0;
    const order: string[] = [];
    const first = built.prepare(query(['ka']))!.then(() => order.push(`ka after ${unions} unions`));
    const second = built.prepare(query(['kb']))!.then(() => order.push(`kb after ${unions} unions`));
    // Nothing before the next turn; then a slice (here one step) per turn.
    expect(unions).toBe(0);
    let turns = 0;
    while (order.length < 2) {
      await nextTurn();
      turns++;
    }
    await Promise.all([first, second]);
    // "ka": 4 native unions, "kb": 2; the second begun only once the first had ended.
    expect(order).toEqual(['ka after 4 unions', 'kb after 6 unions']);
    expect(turns).toBeGreaterThanOrEqual(6);
  });

  it('ends one preparation a turn, however long the slice, so that one search is answered a turn beside the requests it reads', async () => {
    const built = index(await loadBitmapLibrary(), 60_000);
    const ended: [string, number][] = [];
    let turns = 0;
    const waits = ['ka', 'kb', 'ko'].map((prefix) => built.prepare(query([prefix]))!.then(() => ended.push([prefix, turns])));
    while (ended.length < 3) {
      await nextTurn();
      turns++;
    }
    await Promise.all(waits);
    // A slice of a minute makes all three; each ends in a turn of its own, in the order asked.
    expect(ended.map(([prefix]) => prefix)).toEqual(['ka', 'kb', 'ko']);
    expect(new Set(ended.map(([, turn]) => turn)).size).toBe(3);
  });

  it('stops when the index is disposed meanwhile, and leaves no bitmap behind', async () => {
    for (const lib of [counted(await loadBitmapLibrary()), counted(await loadBitmapLibrary('wasm'))]) {
      const built = index(lib);
      const preparing = built.prepare(query(['ka']))!;
      await nextTurn();
      await nextTurn();
      built.dispose();
      await preparing;
      expect(lib.alive.size, lib.name).toBe(0);
      expect(lib.released.uses, lib.name).toBe(0);
    }
  });
});
