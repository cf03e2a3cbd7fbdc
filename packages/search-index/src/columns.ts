import { grouping } from './groups.js';

/**
 * The per-doc columns of the index, as typed arrays indexed by doc id: the UUID (four 32-bit
 * words: byte order = the database's uuid order = its text order), the sort time in
 * microseconds, price, currency code, position, and the type and contour as flags.
 *
 * A doc's values are written once, when its id is allocated, and never changed (a changed advert
 * gets a new doc id): values below a doc id taken at some moment stay what they were, which is
 * what lets a snapshot be written in the background (snapshot.ts).
 */
export const FLAG_BUY = 1;
export const FLAG_BUSINESS = 2;

export interface FrozenColumns {
  readonly uuids: Uint32Array;
  readonly sortAt: Float64Array;
  readonly price: Float64Array;
  readonly currencyOf: Uint16Array;
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly flags: Uint8Array;
}

/** A byte as two hex digits. */
const HEX: readonly string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** A 32-bit word as eight hex digits, with a dash after the first four when `dashed`. */
const hexWord = (w: number, dashed: boolean): string =>
  HEX[w >>> 24]! + HEX[(w >>> 16) & 255]! + (dashed ? '-' : '') + HEX[(w >>> 8) & 255]! + HEX[w & 255]!;

export class DocColumns implements FrozenColumns {
  capacity: number;
  uuids: Uint32Array;
  sortAt: Float64Array;
  /** Minor units; NaN when the advert has no price. */
  price: Float64Array;
  currencyOf: Uint16Array;
  /** NaN when the advert has no position. */
  lat: Float64Array;
  lon: Float64Array;
  flags: Uint8Array;

  constructor(expected: number) {
    this.capacity = Math.max(16, expected);
    this.uuids = new Uint32Array(this.capacity * 4);
    this.sortAt = new Float64Array(this.capacity);
    this.price = new Float64Array(this.capacity);
    this.currencyOf = new Uint16Array(this.capacity);
    this.lat = new Float64Array(this.capacity);
    this.lon = new Float64Array(this.capacity);
    this.flags = new Uint8Array(this.capacity);
  }

  /** Makes room for doc ids below `docs`. */
  ensure(docs: number): void {
    if (docs <= this.capacity) return;
    let capacity = this.capacity;
    while (capacity < docs) capacity *= 2;
    const widen = <T extends Float64Array | Uint16Array | Uint32Array | Uint8Array>(old: T, make: (n: number) => T, per = 1): T => {
      const next = make(capacity * per);
      next.set(old);
      return next;
    };
    this.uuids = widen(this.uuids, (n) => new Uint32Array(n), 4);
    this.sortAt = widen(this.sortAt, (n) => new Float64Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.currencyOf = widen(this.currencyOf, (n) => new Uint16Array(n));
    this.lat = widen(this.lat, (n) => new Float64Array(n));
    this.lon = widen(this.lon, (n) => new Float64Array(n));
    this.flags = widen(this.flags, (n) => new Uint8Array(n));
    this.capacity = capacity;
  }

  /**
   * Takes `columns` as this index's own arrays (a snapshot's, read with room past its docs):
   * nothing is copied. They must be of one capacity, at least `docs`.
   */
  adopt(columns: FrozenColumns, docs: number): void {
    const capacity = columns.sortAt.length;
    const lengths = [columns.uuids.length / 4, columns.price.length, columns.currencyOf.length, columns.lat.length, columns.lon.length, columns.flags.length];
    if (capacity < docs || lengths.some((length) => length !== capacity)) throw new Error(`columns of unequal lengths or under ${docs} docs cannot be adopted`);
    this.uuids = columns.uuids;
    this.sortAt = columns.sortAt;
    this.price = columns.price;
    this.currencyOf = columns.currencyOf;
    this.lat = columns.lat;
    this.lon = columns.lon;
    this.flags = columns.flags;
    this.capacity = capacity;
  }

  located(doc: number): boolean {
    return !Number.isNaN(this.lat[doc]!);
  }

  priced(doc: number): boolean {
    return !Number.isNaN(this.price[doc]!);
  }

  compareUuid(a: number, b: number): number {
    const u = this.uuids;
    for (let w = 0; w < 4; w++) {
      const x = u[a * 4 + w]!;
      const y = u[b * 4 + w]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /** The doc's UUID as text (lower-case hex, 8-4-4-4-12): a page's ids are made at every search. */
  uuidOf(doc: number): string {
    const u = this.uuids;
    const at = doc * 4;
    return `${hexWord(u[at]!, false)}-${hexWord(u[at + 1]!, true)}-${hexWord(u[at + 2]!, true)}${hexWord(u[at + 3]!, false)}`;
  }

  /** The arrays as they are now (a later growth replaces them; these keep their values below the doc count). */
  frozen(): FrozenColumns {
    return { uuids: this.uuids, sortAt: this.sortAt, price: this.price, currencyOf: this.currencyOf, lat: this.lat, lon: this.lon, flags: this.flags };
  }

  bytes(): number {
    return this.uuids.byteLength + this.sortAt.byteLength + this.price.byteLength + this.currencyOf.byteLength + this.lat.byteLength + this.lon.byteLength + this.flags.byteLength;
  }
}

/** A UUID's four 32-bit words into `into` at `at`. */
export function parseUuid(id: string, into: Uint32Array, at: number): void {
  const hex = id.replace(/-/g, '');
  for (let w = 0; w < 4; w++) into[at + w] = Number.parseInt(hex.slice(w * 8, w * 8 + 8), 16) >>> 0;
}

/** Open addressing (linear probing, backward-shift deletion) from a UUID to its live doc id. */
export class UuidTable {
  private slots: Int32Array = new Int32Array(16).fill(-1);
  private size = 0;
  /**
   * The slots made at the first insert, for the capacity asked: a restored index adopts the
   * slots laid out on another thread instead (a table of ten million docs: 128 MB to fill).
   */
  private readonly reserved: number;
  constructor(
    private readonly uuids: () => Uint32Array,
    capacity = 1024,
  ) {
    this.reserved = UuidTable.slotsFor(capacity, 0);
  }
  private hash(words: Uint32Array, at: number): number {
    let h = Math.imul(words[at]! ^ words[at + 3]!, 0x9e3779b1) ^ Math.imul(words[at + 1]! ^ words[at + 2]!, 0x85ebca6b);
    h ^= h >>> 15;
    return h & (this.slots.length - 1);
  }
  private same(doc: number, words: Uint32Array, at: number): boolean {
    const u = this.uuids();
    const d = doc * 4;
    return u[d] === words[at] && u[d + 1] === words[at + 1] && u[d + 2] === words[at + 2] && u[d + 3] === words[at + 3];
  }
  get(words: Uint32Array, at: number): number {
    const mask = this.slots.length - 1;
    for (let i = this.hash(words, at); ; i = (i + 1) & mask) {
      const doc = this.slots[i]!;
      if (doc < 0) return -1;
      if (this.same(doc, words, at)) return doc;
    }
  }
  set(doc: number): void {
    if (this.slots.length < this.reserved) this.resize(this.reserved);
    if ((this.size + 1) * 2 > this.slots.length) this.grow();
    const mask = this.slots.length - 1;
    const u = this.uuids();
    for (let i = this.hash(u, doc * 4); ; i = (i + 1) & mask) {
      const at = this.slots[i]!;
      if (at < 0 || this.same(at, u, doc * 4)) {
        if (at < 0) this.size++;
        this.slots[i] = doc;
        return;
      }
    }
  }
  delete(doc: number): void {
    const mask = this.slots.length - 1;
    const u = this.uuids();
    let i = this.hash(u, doc * 4);
    while (this.slots[i] !== doc) {
      if (this.slots[i]! < 0) return;
      i = (i + 1) & mask;
    }
    this.slots[i] = -1;
    this.size--;
    // Backward shift: move later entries of the cluster into the hole when their home allows it.
    for (let j = (i + 1) & mask; this.slots[j]! >= 0; j = (j + 1) & mask) {
      const moved = this.slots[j]!;
      const home = this.hash(u, moved * 4);
      const between = i <= j ? home > i && home <= j : home > i || home <= j;
      if (!between) {
        this.slots[i] = moved;
        this.slots[j] = -1;
        i = j;
      }
    }
  }
  /** How many slots a table made for `capacity` docs has once `docs` are set in it. */
  static slotsFor(capacity: number, docs: number): number {
    let slots = 2 ** Math.ceil(Math.log2(Math.max(16, capacity * 2)));
    while (docs * 2 > slots) slots *= 2;
    return slots;
  }

  /**
   * The slots of a table of `slots` slots holding `docs` (`settingMany`), of the UUIDs in `uuids`:
   * a snapshot's load lays them out on another thread (layout.ts), and the index `adopt`s them.
   */
  static *layingOut(uuids: Uint32Array, slots: number, docs: Uint32Array): Generator<void, Int32Array, void> {
    if (docs.length * 2 > slots || (slots & (slots - 1)) !== 0) throw new Error(`uuid table: ${slots} slots cannot hold ${docs.length} docs`);
    const table = new UuidTable(() => uuids, slots / 2);
    yield* table.settingMany(docs);
    return table.slots;
  }

  /** Takes the slots `layingOut` made (of the same UUIDs) for `size` docs, in place of this empty table's. */
  adopt(slots: Int32Array, size: number): void {
    if (this.size !== 0) throw new Error('uuid table: adopt into a table in use');
    if ((slots.length & (slots.length - 1)) !== 0 || size * 2 > slots.length) throw new Error(`uuid table: ${slots.length} slots for ${size} docs`);
    this.slots = slots;
    this.size = size;
  }

  /**
   * Sets many docs in steps, in the order of their home slots (a snapshot's load): inserted in doc order,
   * ten million docs each took a cache miss in a table of 128 MB; grouped by the region of the
   * table they land in, each region's inserts touch memory already in cache. Linear probing
   * answers the same for any order of inserts.
   */
  *settingMany(docs: Uint32Array): Generator<void, void, void> {
    if (this.slots.length < this.reserved) this.resize(this.reserved);
    while ((this.size + docs.length) * 2 > this.slots.length) this.grow();
    const u = this.uuids();
    // Regions of 4,096 slots (16 KB of the table).
    const shift = Math.max(0, Math.log2(this.slots.length) - 12);
    const regions = this.slots.length >>> shift;
    const regionOf = new Uint32Array(docs.length);
    for (let i = 0; i < docs.length; i++) {
      regionOf[i] = this.hash(u, docs[i]! * 4) >>> shift;
      if ((i & 65_535) === 65_535) yield;
    }
    let done = 0;
    for (const region of yield* grouping(docs, regionOf, regions)) {
      for (let i = 0; i < region.length; i++) this.set(region[i]!);
      done += region.length;
      if (done >= 65_536) {
        done = 0;
        yield;
      }
    }
  }

  private grow(): void {
    this.resize(this.slots.length * 2);
  }

  private resize(length: number): void {
    const old = this.slots;
    this.slots = new Int32Array(length).fill(-1);
    this.size = 0;
    for (const doc of old) if (doc >= 0) this.set(doc);
  }
  bytes(): number {
    return this.slots.byteLength;
  }
}
