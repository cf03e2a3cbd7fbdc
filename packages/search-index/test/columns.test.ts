import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocColumns, parseUuid } from '../src/columns.js';

describe('doc columns', () => {
  it('give back each UUID as it was written, and order docs as the UUIDs text orders', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { minLength: 1, maxLength: 40 }), (ids) => {
        const columns = new DocColumns(ids.length);
        ids.forEach((id, doc) => parseUuid(id, columns.uuids, doc * 4));
        ids.forEach((id, doc) => expect(columns.uuidOf(doc)).toBe(id.toLowerCase()));
        const byColumns = ids.map((_, doc) => doc).sort((a, b) => columns.compareUuid(a, b));
        const byText = ids.map((_, doc) => doc).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : a - b));
        expect(byColumns.map((doc) => ids[doc])).toEqual(byText.map((doc) => ids[doc]));
      }),
    );
    // Leading zeros in every group, and the largest value.
    const columns = new DocColumns(2);
    parseUuid('00000000-0000-0001-000a-00000000000f', columns.uuids, 0);
    parseUuid('ffffffff-ffff-ffff-ffff-ffffffffffff', columns.uuids, 4);
    expect(columns.uuidOf(0)).toBe('00000000-0000-0001-000a-00000000000f');
    expect(columns.uuidOf(1)).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
  });

  it('adopt arrays of one capacity as they are, grow from them, and refuse unequal or short ones', () => {
    const made = new DocColumns(16);
    made.sortAt.set([1, 2, 3]);
    parseUuid('00000000-0000-0000-0000-0000000000aa', made.uuids, 8);
    const columns = new DocColumns(100);
    columns.adopt(made.frozen(), 3);
    expect(columns.sortAt).toBe(made.sortAt);
    expect(columns.capacity).toBe(16);
    expect(columns.uuidOf(2)).toBe('00000000-0000-0000-0000-0000000000aa');
    columns.ensure(40);
    expect(columns.capacity).toBe(64);
    expect(Array.from(columns.sortAt.subarray(0, 3))).toEqual([1, 2, 3]);
    expect(columns.uuidOf(2)).toBe('00000000-0000-0000-0000-0000000000aa');
    expect(() => new DocColumns(1).adopt(made.frozen(), 20)).toThrow(/under 20 docs/);
    expect(() => new DocColumns(1).adopt({ ...made.frozen(), lat: new Float64Array(3) }, 3)).toThrow(/unequal lengths/);
  });
});
