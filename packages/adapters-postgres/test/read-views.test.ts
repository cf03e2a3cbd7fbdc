import { describe, expect, it } from 'vitest';
import { runAtOnce, searchTokens, type IndexedAdvert } from '@marketplace/search-index';
import { ReadViews, type ViewsCapture } from '../src/read-views/read-views.js';

/**
 * The read views as a snapshot keeps them: what comes back equals what was captured, however
 * many shelves (their keys' text read a step at a time), and a capture is not moved by changes
 * after it.
 */

const sellerId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const advert = (i: number, seller: number, category: string): IndexedAdvert => ({
  id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'sell',
  contour: seller % 3 === 0 ? 'business' : 'private',
  sortAtMicros: 1_700_000_000_000_000 + i,
  priceMinor: null,
  currency: 'EUR',
  latitude: null,
  longitude: null,
  lexemes: [searchTokens.category('1'), searchTokens.category(category)],
  sellerId: sellerId(seller),
});

/** A capture's pieces as the snapshot gives them back: one section. */
const encoded = (captured: ViewsCapture) => Buffer.concat(runAtOnce(ReadViews.encoding(captured)));

describe('read views in a snapshot', () => {
  it('come back as captured, over many shelves and docs without a seller; later changes stay out of the capture', () => {
    const views = new ReadViews();
    // 40,000 shelves: their keys' text runs past a step (1 MiB) of the restore.
    const docs = 60_000;
    for (let doc = 0; doc < docs; doc++) {
      if (doc % 7 === 6) views.added(doc, { ...advert(doc, 0, '2'), sellerId: undefined });
      else views.added(doc, advert(doc, doc % 40_000, doc % 2 ? '2' : '3'));
    }
    for (let doc = 0; doc < docs; doc += 11) views.removed(doc);
    const captured = views.capture(docs);
    const before = { two: views.categories.count('2'), three: views.categories.count('3'), first: views.sellers.total(sellerId(5), 'private') };
    views.added(docs, advert(docs, 5, '2'));
    const back = new ReadViews();
    runAtOnce(back.restoring(encoded(captured), docs));
    expect({ two: back.categories.count('2'), three: back.categories.count('3'), first: back.sellers.total(sellerId(5), 'private') }).toEqual(before);
    const newestFirst = (a: number, b: number) => b - a;
    for (const seller of [0, 1, 5, 39_999]) {
      const contour = seller % 3 === 0 ? 'business' : 'private';
      const expected = views.sellers.first(sellerId(seller), contour, 10, newestFirst).filter((doc) => doc < docs);
      expect(back.sellers.first(sellerId(seller), contour, 10, newestFirst)).toEqual(expected);
    }
    // Of another index's size: refused.
    expect(() => runAtOnce(new ReadViews().restoring(encoded(captured), docs + 1))).toThrow(/docs beside an index/);
  });

  it('come back empty from a capture of no docs', () => {
    const back = new ReadViews();
    runAtOnce(back.restoring(encoded(new ReadViews().capture(0)), 0));
    expect(back.categories.count('1')).toBe(0);
    expect(back.sellers.total(sellerId(1), 'private')).toBe(0);
  });
});
