import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBitmapLibrary } from '../src/index.js';
import { OrderedBuckets } from '../src/buckets.js';

/**
 * The buckets of an order under random placing and removing (values with many ties, buckets of a
 * few docs, so that buckets are cut and some cannot be): every live doc in exactly one bucket,
 * every bucket's values inside its bounds and below the next bucket's, and a range visits exactly
 * the buckets that can hold its values.
 */
describe('ordered buckets', () => {
  it('keep every live doc in one bucket, in order, whatever is placed and removed', async () => {
    const lib = await loadBitmapLibrary();
    const value = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -1_000, max: 1_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    await fc.assert(
      fc.property(
        fc.array(value, { maxLength: 60 }),
        fc.array(fc.oneof(fc.record({ place: value }), fc.record({ remove: fc.nat() })), { maxLength: 200 }),
        fc.integer({ min: 1, max: 8 }),
        fc.tuple(value, value),
        (initial, operations, bucketDocs, [a, b]) => {
          const values: number[] = [...initial];
          const live = new Set(values.keys());
          const valueOf = (doc: number) => values[doc]!;
          const buckets = OrderedBuckets.cut(lib, Uint32Array.from(live), valueOf, bucketDocs);
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
          // A range: the buckets visited hold every live doc in it; those said inside hold only such docs.
          const [min, max] = a <= b ? [a, b] : [b, a];
          const inRange = [...live].filter((doc) => valueOf(doc) >= min && valueOf(doc) <= max);
          const ranged = [...buckets.within(min, max)];
          const reached = new Set(ranged.flatMap(({ docs }) => [...docs.toUint32Array()]));
          for (const doc of inRange) expect(reached.has(doc)).toBe(true);
          for (const { docs, inside } of ranged) if (inside) for (const doc of docs.toUint32Array()) expect(valueOf(doc) >= min && valueOf(doc) <= max).toBe(true);
          buckets.release();
        },
      ),
      { numRuns: 300 },
    );
  });
});
