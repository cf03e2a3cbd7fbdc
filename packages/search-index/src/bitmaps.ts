import { createRequire } from 'node:module';
import { Slices } from './slices.js';

/**
 * The compressed bitmaps the index keeps its postings and filters in: CRoaring, as the native
 * `roaring` addon where it installed (an optional dependency: its prebuilt binary is downloaded
 * from GitHub or its bundled C++ compiled), else the same library compiled to WebAssembly
 * (`roaring-wasm`), which installs everywhere. Both expose the same RoaringBitmap32 API; this is
 * the part of it the index uses (docs/decisions/0040-search-index.md has the measurements).
 */
export interface Bitmap {
  readonly size: number;
  add(value: number): unknown;
  remove(value: number): unknown;
  has(value: number): boolean;
  addMany(values: Uint32Array): unknown;
  andInPlace(other: Bitmap): unknown;
  orInPlace(other: Bitmap): unknown;
  andCardinality(other: Bitmap): number;
  /** The values in order: a new array, or the start of `output` (at least `size` long) as a view. */
  toUint32Array(output?: Uint32Array): Uint32Array;
  clone(): Bitmap;
  /** Bytes of a serialized format: CRoaring's own is about what the bitmap holds in memory. */
  getSerializationSizeInBytes(format: 'croaring' | 'portable'): number;
  /** The portable (Java, Go, C) format: what snapshots store. */
  serialize(format: 'portable'): Uint8Array;
  /** Removes the values in [start, end). */
  removeRange(start: number, end: number): unknown;
}

export interface BitmapLibrary {
  readonly name: 'roaring' | 'roaring-wasm';
  /**
   * Why WebAssembly is in use: the native addon did not load (its message), or BITMAPS=wasm.
   * Null or absent for the native library.
   */
  readonly fallbackReason?: string | null;
  create(): Bitmap;
  /** A new bitmap holding `values` (in any order; a Uint32Array is read as it is, not copied). */
  of(values: readonly number[] | Uint32Array): Bitmap;
  /** A new bitmap: the union of `bitmaps`. */
  orMany(bitmaps: readonly Bitmap[]): Bitmap;
  /**
   * `target` made the intersection of `a` and `b` (its values replaced) and returned: a kept
   * bitmap instead of a new one, whose wrapper costs more than a small intersection itself. The
   * smaller of the two is copied into it, then intersected with the larger.
   */
  andInto(target: Bitmap, a: Bitmap, b: Bitmap): Bitmap;
  /**
   * Bitmaps from the portable format (`Bitmap.serialize`): the native library off the main thread (libuv's pool,
   * while the caller goes on), WebAssembly one by one in slices. Rejects when any is malformed.
   */
  deserializeMany(bytes: readonly Uint8Array[]): Promise<Bitmap[]>;
  /**
   * Frees a bitmap this code no longer uses. WebAssembly bitmaps live in the module's own memory,
   * which JavaScript's collector does not see: left to the library's finalizers, temporaries pile
   * up under load (and roaring-wasm 1.1.0 crashed in its finalizer at a million adverts). Native
   * bitmaps are freed by the collector; there it does nothing.
   */
  release(bitmap: Bitmap): void;
  /**
   * Whether `release` frees anything (WebAssembly). When it does not, an index being disposed
   * skips walking its bitmaps: a million terms' walk held the event loop for about 60 ms at the
   * end of a runtime rebuild, to call a function that does nothing.
   */
  readonly releases: boolean;
  /**
   * Frees the memory of a bitmap nothing uses any more, with either library: WebAssembly's as
   * `release`; a native one is emptied (CRoaring frees its containers) and its small wrapper left
   * to the collector. An index replaced by a rebuild frees its bitmaps this way in steps beside
   * requests (`SearchIndex.disposing`): left to the collector, a million adverts' native bitmaps
   * were freed in its weak callbacks, about 70 ms inside one pause of the process.
   */
  free(bitmap: Bitmap): void;
}

interface RoaringModule {
  RoaringBitmap32: {
    new (): Bitmap;
    orMany(bitmaps: readonly Bitmap[]): Bitmap;
    deserialize(bytes: Uint8Array, format: 'portable'): Bitmap;
    deserializeParallelAsync?: (bytes: readonly Uint8Array[], format: 'portable') => Promise<Bitmap[]>;
  };
}

const require = createRequire(import.meta.url);

/** Bitmaps one native deserialize call makes (`deserializeMany`): a few milliseconds of the main thread. */
const DESERIALIZE_BATCH = 2_048;

function fromModule(
  name: BitmapLibrary['name'],
  module: RoaringModule,
  release: (bitmap: Bitmap) => void,
  overwrite: (target: Bitmap, source: Bitmap) => void,
  fallbackReason: string | null = null,
  releases = true,
): BitmapLibrary {
  const B = module.RoaringBitmap32;
  return {
    name,
    fallbackReason,
    create: () => new B(),
    of: (values) => {
      const bitmap = new B();
      bitmap.addMany(values instanceof Uint32Array ? values : Uint32Array.from(values));
      return bitmap;
    },
    orMany: (bitmaps) => B.orMany(bitmaps),
    andInto: (target, a, b) => {
      // The smaller is copied, the larger only read: the copy costs in proportion to its size.
      const aSmaller = a.size <= b.size;
      overwrite(target, aSmaller ? a : b);
      target.andInPlace(aSmaller ? b : a);
      return target;
    },
    deserializeMany: async (all) => {
      const parallel = B.deserializeParallelAsync;
      if (all.length === 0) return [];
      if (parallel) {
        // In batches, the next one read while this one's answer is taken: the library makes a
        // batch's wrappers on the main thread in one callback, a few microseconds each (100 ms in
        // one turn for a million adverts' 40,000 bitmaps, a second at ten million).
        const batch = (at: number) => {
          const answer = parallel.call(B, all.slice(at, at + DESERIALIZE_BATCH), 'portable');
          answer.catch(() => {});
          return answer;
        };
        const made: Bitmap[] = [];
        let pending = batch(0);
        for (let at = 0; at < all.length; at += DESERIALIZE_BATCH) {
          const next = at + DESERIALIZE_BATCH < all.length ? batch(at + DESERIALIZE_BATCH) : null;
          for (const bitmap of await pending) made.push(bitmap);
          if (next) pending = next;
        }
        return made;
      }
      const made: Bitmap[] = [];
      const slices = new Slices();
      try {
        for (let i = 0; i < all.length; i++) {
          if ((i & 255) === 0 && slices.due()) await slices.turn();
          made.push(B.deserialize(all[i]!, 'portable'));
        }
      } catch (error) {
        for (const bitmap of made) release(bitmap);
        throw error;
      }
      return made;
    },
    release,
    releases,
    free: releases ? release : (bitmap) => void (bitmap as Bitmap & { clear(): unknown }).clear(),
  };
}

let loaded: Promise<BitmapLibrary> | null = null;

/** Which bitmaps to prefer: the native addon (WebAssembly when it did not install), or WebAssembly. */
export type BitmapBackend = 'native' | 'wasm';

/** The fallback reason when BITMAPS=wasm chose WebAssembly (not a failed install). */
export const WASM_BY_CHOICE = 'BITMAPS=wasm';

/**
 * The native library when it loads, else WebAssembly. `wasm` forces WebAssembly (the server's
 * BITMAPS setting, tests of the fallback, measurements).
 */
export function loadBitmapLibrary(prefer: BitmapBackend = 'native'): Promise<BitmapLibrary> {
  if (prefer === 'wasm') return loadWasm(WASM_BY_CHOICE);
  loaded ??= (async () => {
    try {
      // The addon names it copyFrom; WebAssembly's build, overwrite.
      return fromModule(
        'roaring',
        require('roaring') as RoaringModule,
        () => {},
        (target, source) => (target as Bitmap & { copyFrom(b: Bitmap): unknown }).copyFrom(source),
        null,
        false,
      );
    } catch (error) {
      // The addon's first line says what is missing (the package, or its compiled binary).
      return loadWasm(`the native roaring addon did not load: ${String((error as Error).message).split('\n')[0]}`);
    }
  })();
  return loaded;
}

let wasm: Promise<BitmapLibrary> | null = null;
function loadWasm(reason: string): Promise<BitmapLibrary> {
  wasm ??= (async () => {
    const module = require('roaring-wasm') as RoaringModule & { roaringLibraryInitialize: () => Promise<void> };
    await module.roaringLibraryInitialize();
    return fromModule(
      'roaring-wasm',
      module,
      (bitmap) => (bitmap as Bitmap & { dispose(): unknown }).dispose(),
      (target, source) => (target as Bitmap & { overwrite(b: Bitmap): unknown }).overwrite(source),
      reason,
    );
  })();
  return wasm;
}
