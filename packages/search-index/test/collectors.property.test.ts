import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TopK } from '../src/collectors.js';

/**
 * A page kept with its sort key screening offers must be the page kept by the comparison alone:
 * the same docs in the same order, whatever the offers' order, with many ties on the key (which
 * the screen must leave to the comparison).
 */
describe('TopK with a sort key', () => {
  it('keeps what the comparison alone keeps', () => {
    fc.assert(
      fc.property(
        // Each doc's key and the place of its offer.
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 20 }), at: fc.nat() }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 25 }),
        fc.boolean(),
        (made, limit, descending) => {
          const keys = made.map((m) => m.key);
          const column = Float64Array.from(keys);
          // The key first, then the doc id (as the index's orders break ties by id).
          const before = (a: number, b: number) => {
            const x = column[a]!;
            const y = column[b]!;
            return x !== y ? (descending ? x > y : x < y) : a < b;
          };
          const docs = keys.map((_, doc) => doc).sort((a, b) => made[a]!.at - made[b]!.at);
          const plain = new TopK(limit, before);
          const screened = new TopK(limit, before, { column, descending });
          for (const doc of docs) plain.offer(doc);
          screened.offerAll(docs);
          const expected = keys.map((_, doc) => doc).sort((a, b) => (before(a, b) ? -1 : 1)).slice(0, limit);
          expect(screened.docs).toEqual(expected);
          expect(plain.docs).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
