import { describe, expect, it } from 'vitest';
import { loadBitmapLibrary } from '../src/index.js';

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
