import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBitmapLibrary, portableLength, type Bitmap } from '../src/index.js';

describe.each([
  ['native bitmaps (or whichever loaded)', () => loadBitmapLibrary()],
  ['roaring-wasm', () => loadBitmapLibrary('wasm')],
] as const)('bitmaps of %s, deserialized many at once', (_name, library) => {
  it('come back in order and whole, across the batches the native library makes them in; a malformed one rejects', async () => {
    const lib = await library();
    // More than two batches of the native library's deserialization, of different contents each.
    const made = Array.from({ length: 5_000 }, (_, i) => lib.of([i, i + 7, 100_000 + i * 3]));
    const back = await lib.deserializeMany(made.map((bitmap) => bitmap.serialize('portable')));
    expect(back).toHaveLength(made.length);
    back.forEach((bitmap, i) => expect([...bitmap.toUint32Array()]).toEqual([i, i + 7, 100_000 + i * 3]));
    expect(await lib.deserializeMany([])).toEqual([]);
    const bytes = made.map((bitmap) => bitmap.serialize('portable'));
    bytes[4_500] = new Uint8Array([1, 2, 3]);
    await expect(lib.deserializeMany(bytes)).rejects.toThrow();
    for (const bitmap of [...made, ...back]) lib.release(bitmap);
  });
});

/** Values that make every kind of container: sparse arrays, dense bitmaps (over 4,096 in a 64K block), runs. */
const valuesArb = fc.array(
  fc.oneof(
    fc.array(fc.integer({ min: 0, max: 2 ** 22 }), { maxLength: 300 }),
    fc.tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 4_097, max: 30_000 })).map(([block, n]) => Array.from({ length: n }, (_, i) => block * 65_536 + ((i * 7) % 65_536))),
    fc.tuple(fc.integer({ min: 0, max: 2 ** 24 }), fc.integer({ min: 1, max: 200_000 })).map(([from, n]) => Array.from({ length: n }, (_, i) => from + i)),
  ),
  { maxLength: 4 },
).map((parts) => parts.flat());

describe('views of serialized bitmaps (the native library\'s frozen views)', () => {
  it('portableLength measures exactly one serialized bitmap, with runs or without, and nothing else', async () => {
    const lib = await loadBitmapLibrary();
    fc.assert(
      fc.property(valuesArb, fc.boolean(), (values, optimize) => {
        const bitmap = lib.of(values);
        if (optimize) (bitmap as Bitmap & { runOptimize(): unknown }).runOptimize();
        const bytes = bitmap.serialize('portable');
        expect(portableLength(bytes)).toBe(bytes.byteLength);
        // Trailing bytes are not the bitmap's; a cut one is no bitmap.
        expect(portableLength(Uint8Array.from([...bytes, 1, 2, 3]))).toBe(bytes.byteLength);
        if (bytes.byteLength > 8) expect(portableLength(bytes.subarray(0, bytes.byteLength - 1))).toBe(-1);
        lib.release(bitmap);
      }),
      { numRuns: 60 },
    );
    expect(portableLength(new Uint8Array([1, 2, 3]))).toBe(-1);
    expect(portableLength(new Uint8Array(16))).toBe(-1);
    // Two containers whose keys are out of order (a cookie without runs, keys 5 then 3).
    const disordered = new Uint8Array(8 + 8 * 2 + 4);
    const d = new DataView(disordered.buffer);
    d.setUint32(0, 12_346, true);
    d.setUint32(4, 2, true);
    d.setUint16(8, 5, true);
    d.setUint16(12, 3, true);
    expect(portableLength(disordered)).toBe(-1);
  });

  it('a view holds what was serialized, where it lies, refuses every change, and gives a copy to change', async () => {
    // WebAssembly's bitmaps live in its module's memory: no views there, and nothing frozen to copy.
    const wasm = await loadBitmapLibrary('wasm');
    expect(wasm.view).toBeNull();
    const own = wasm.of([1, 2]);
    expect(wasm.writable(own)).toBe(own);
    wasm.release(own);
    const lib = await loadBitmapLibrary();
    // (The native addon where it installed: the whole test below runs wherever it did.)
    if (!lib.view) return expect(lib.name).toBe('roaring-wasm');
    const values = [1, 5, 70_000, ...Array.from({ length: 5_000 }, (_, i) => 200_000 + i * 2), ...Array.from({ length: 9_000 }, (_, i) => 900_000 + i)];
    const made = lib.of(values);
    (made as Bitmap & { runOptimize(): unknown }).runOptimize();
    const bytes = made.serialize('portable');
    // At an odd offset of a larger buffer, as in a snapshot's section.
    const section = new Uint8Array(bytes.byteLength + 3);
    section.set(bytes, 3);
    const view = lib.view(section.subarray(3));
    expect(view.isFrozen).toBe(true);
    expect([...view.toUint32Array()]).toEqual(values);
    expect(view.maximum()).toBe(900_000 + 8_999);
    expect(() => view.add(2)).toThrow(/frozen/);
    expect(() => view.removeRange(0, 10)).toThrow(/frozen/);
    const copy = lib.writable(view);
    expect(copy).not.toBe(view);
    expect(copy.isFrozen).toBe(false);
    copy.add(2);
    copy.removeRange(900_000, 2 ** 32);
    expect(copy.size).toBe(values.length + 1 - 9_000);
    expect(view.size, 'the view is unchanged').toBe(values.length);
    expect(lib.writable(copy), 'a bitmap that can change is its own').toBe(copy);
    // Freed in steps with the index that held it: a view has nothing to clear.
    expect(() => lib.free(view)).not.toThrow();
    expect(() => lib.view!(section.subarray(3, 3 + bytes.byteLength - 1))).toThrow(/portable/);
    expect(() => lib.view!(section.subarray(0, 8))).toThrow(/portable/);
  });
});
