import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grouping } from '../src/groups.js';
import { runAtOnce } from '../src/slices.js';

describe('docs grouped by key', () => {
  it('gives each group the docs of its key in their order, as filtering by key does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }).chain((groups) => fc.tuple(fc.constant(groups), fc.array(fc.tuple(fc.nat(), fc.nat({ max: groups - 1 })), { maxLength: 300 }))), ([groups, pairs]) => {
        const docs = Uint32Array.from(pairs.map(([doc]) => doc));
        const keys = Uint32Array.from(pairs.map(([, key]) => key));
        const out = runAtOnce(grouping(docs, keys, groups));
        expect(out).toHaveLength(groups);
        for (let g = 0; g < groups; g++) expect([...out[g]!]).toEqual(pairs.filter(([, key]) => key === g).map(([doc]) => doc));
      }),
    );
  });

  it('refuses a key past the groups and keys that do not match the docs', () => {
    expect(() => runAtOnce(grouping(Uint32Array.of(1, 2), Uint32Array.of(0, 2), 2))).toThrow(/past the 2 groups/);
    expect(() => runAtOnce(grouping(Uint32Array.of(1, 2), Uint32Array.of(0), 2))).toThrow(/a key for every doc/);
  });
});
