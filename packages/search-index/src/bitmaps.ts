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
  /** The largest value (0 when empty). */
  maximum(): number;
  /** A read-only view (`BitmapLibrary.view`): every change throws; `BitmapLibrary.writable` gives a copy to change. */
  readonly isFrozen: boolean;
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
   * A read-only bitmap over portable-format bytes where they lie (CRoaring's frozen view): no
   * copy of its contents, one small allocation for its table of containers. The bytes must be
   * exactly one bitmap (`portableLength`) and must not change while any view of them lives (the
   * view keeps them alive). Null where the library has none (WebAssembly).
   * A snapshot's load makes its postings this way (decision 0087): deserialized, ten million
   * adverts' 1.5 GB of bitmaps were as many allocations, each told to the garbage collector,
   * which answered with a collection every 64 MB beside requests.
   */
  readonly view: ((bytes: Uint8Array) => Bitmap) | null;
  /**
   * `bitmap` when it can change, else (a view) a copy that can: the caller keeps the copy in
   * the view's place.
   */
  writable(bitmap: Bitmap): Bitmap;
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
    unsafeFrozenView?: (bytes: Uint8Array, format: 'unsafe_frozen_portable') => Bitmap;
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
  const frozenView = B.unsafeFrozenView;
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
    view: frozenView
      ? (bytes) => {
          if (portableLength(bytes) !== bytes.byteLength) throw new Error('not one bitmap of the portable format');
          return frozenView.call(B, bytes, 'unsafe_frozen_portable');
        }
      : null,
    writable: (bitmap) => (bitmap.isFrozen ? bitmap.clone() : bitmap),
    release,
    releases,
    // A view has nothing to free but its table of containers, which its wrapper's collection frees.
    free: releases ? release : (bitmap) => void (bitmap.isFrozen || (bitmap as Bitmap & { clear(): unknown }).clear()),
  };
}

/** CRoaring's portable format: the cookie of a bitmap without run containers, and of one with. */
const NO_RUNS_COOKIE = 12_346;
const RUNS_COOKIE = 12_347;
/** Containers of up to this many values are arrays; more, a bitmap of 8 KiB. */
const ARRAY_CONTAINER_MAX = 4_096;
/** With run containers, the offsets are written from this many containers. */
const OFFSETS_FROM = 4;

/**
 * The bytes the portable-format bitmap at the start of `bytes` spans, as its headers say, or -1
 * when they say no bitmap (an unknown cookie, keys out of order, a container past the end). A
 * view (`BitmapLibrary.view`) reads the bytes as the headers say, unchecked: a view is made only
 * of bytes this measures to their exact length, so no read of it falls outside them.
 */
export function portableLength(bytes: Uint8Array): number {
  const end = bytes.byteLength;
  const u16 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  if (end < 8) return -1;
  const cookie = (u16(0) | (u16(2) << 16)) >>> 0;
  let containers: number;
  let runFlags = -1;
  let headers: number;
  let at: number;
  if (cookie === NO_RUNS_COOKIE) {
    containers = (u16(4) | (u16(6) << 16)) >>> 0;
    if (containers > 65_536) return -1;
    headers = 8;
    at = headers + 8 * containers;
  } else if ((cookie & 0xffff) === RUNS_COOKIE) {
    containers = (cookie >>> 16) + 1;
    runFlags = 4;
    headers = runFlags + ((containers + 7) >> 3);
    at = headers + 4 * containers + (containers >= OFFSETS_FROM ? 4 * containers : 0);
  } else return -1;
  if (at > end) return -1;
  let key = -1;
  for (let i = 0; i < containers; i++) {
    const next = u16(headers + 4 * i);
    if (next <= key) return -1;
    key = next;
    if (runFlags >= 0 && (bytes[runFlags + (i >> 3)]! & (1 << (i & 7))) !== 0) {
      if (at + 2 > end) return -1;
      at += 2 + 4 * u16(at);
    } else {
      const values = u16(headers + 4 * i + 2) + 1;
      at += values > ARRAY_CONTAINER_MAX ? 8_192 : 2 * values;
    }
    if (at > end) return -1;
  }
  return at;
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
