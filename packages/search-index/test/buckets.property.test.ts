import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBitmapLibrary } from '../src/index.js';
import { OrderedBuckets } from '../src/buckets.js';

/**
 * The buckets of an order under random placing and removing (values with many ties, buckets of a
 * few docs, so that buckets are cut and some cannot be; stretches of a few buckets, so that they
 * are cut too): every live doc in exactly one bucket, every bucket's values inside its bounds and
 * below the next bucket's, a range visits exactly the buckets that can hold its values, each
 * stretch is the union of its buckets, and a range's count terms sum to its count.
 */
describe('ordered buckets', () => {
  it('keep every live doc in one bucket and one stretch, in order, whatever is placed and removed', async () => {
    const lib = await loadBitmapLibrary();
    const value = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -1_000, max: 1_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    await fc.assert(
      fc.property(
        fc.array(value, { maxLength: 60 }),
        fc.array(fc.oneof(fc.record({ place: value }), fc.record({ remove: fc.nat() })), { maxLength: 200 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.tuple(value, value),
        fc.func(fc.boolean()),
        (initial, operations, bucketDocs, stretchBuckets, [a, b], matched) => {
          const values: number[] = [...initial];
          const live = new Set(values.keys());
          const valueOf = (doc: number) => values[doc]!;
          const buckets = OrderedBuckets.cut(lib, Uint32Array.from(live), valueOf, bucketDocs, stretchBuckets);
          for (const op of operations) {
            if ('place' in op) {
              values.push(op.place);
              live.add(values.length - 1);
              buckets.place(values.length - 1);
            } else if (live.size > 0) {
              const doc = [...live][op.remove % live.size]!;
              live.delete(doc);
              buckets.remove(doc);
            }
          }
          const visited = [...buckets.within(-Infinity, Infinity)].map(({ docs }) => [...docs.toUint32Array()]);
          expect(visited.flat().sort((x, y) => x - y)).toEqual([...live].sort((x, y) => x - y));
          const nonEmpty = visited.filter((docs) => docs.length > 0);
          for (let i = 1; i < nonEmpty.length; i++) {
            expect(Math.max(...nonEmpty[i - 1]!.map(valueOf))).toBeLessThan(Math.min(...nonEmpty[i]!.map(valueOf)));
          }
          const descending = [...buckets.within(-Infinity, Infinity, false)].map(({ docs }) => [...docs.toUint32Array()]);
          expect(descending).toEqual([...visited].reverse());
          // Each stretch: the union of its buckets, of fewer than twice the stretch's buckets.
          const stretches = [...buckets.stretchesWithin(-Infinity, Infinity)];
          expect(stretches.flatMap((stretch) => stretch.buckets.map(({ docs }) => [...docs.toUint32Array()]))).toEqual(visited);
          for (const stretch of stretches) {
            expect([...stretch.docs.toUint32Array()]).toEqual(stretch.buckets.flatMap(({ docs }) => [...docs.toUint32Array()]).sort((x, y) => x - y));
            expect(stretch.buckets.length).toBeLessThan(2 * stretchBuckets);
          }
          // A range: the buckets visited hold every live doc in it; those said inside hold only such docs.
          const [min, max] = a <= b ? [a, b] : [b, a];
          const passes = (doc: number) => valueOf(doc) >= min && valueOf(doc) <= max;
          const inRange = [...live].filter(passes);
          const ranged = [...buckets.within(min, max)];
          const reached = new Set(ranged.flatMap(({ docs }) => [...docs.toUint32Array()]));
          for (const doc of inRange) expect(reached.has(doc)).toBe(true);
          for (const { docs, inside } of ranged) if (inside) for (const doc of docs.toUint32Array()) expect(passes(doc)).toBe(true);
          expect([...buckets.stretchesWithin(min, max, false)].flatMap((stretch) => stretch.buckets)).toEqual([...buckets.within(min, max, false)]);
          // The count terms of a range, against some of the live docs (a search's matches).
          const matches = lib.of([...live].filter((doc) => matched(doc)));
          const counted = (terms: Iterable<{ docs: { toUint32Array(): Uint32Array }; inside: boolean; sign: number }>) => {
            let n = 0;
            for (const { docs, inside, sign } of terms) for (const doc of docs.toUint32Array()) if (matches.has(doc) && (inside || passes(doc))) n += sign;
            return n;
          };
          expect(counted(buckets.covering(min, max))).toBe(inRange.filter((doc) => matches.has(doc)).length);
          // Without the complement: every doc of the range in exactly one term, each of sign 1.
          const terms = [...buckets.covering(min, max, false)];
          expect(terms.every(({ sign }) => sign === 1)).toBe(true);
          const held = terms.flatMap(({ docs, inside }) => [...docs.toUint32Array()].filter((doc) => inside || passes(doc)));
          expect(held.sort((x, y) => x - y)).toEqual(inRange.sort((x, y) => x - y));
          for (const { docs, inside } of terms) if (inside) for (const doc of docs.toUint32Array()) expect(passes(doc)).toBe(true);
          lib.release(matches);
          buckets.release();
        },
      ),
      { numRuns: 400 },
    );
  });
});
