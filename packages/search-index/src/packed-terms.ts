import { mergeRunsInSlices, Slices } from './slices.js';

/**
 * Terms without a JavaScript string each (decision 0084). At ten million adverts of real-world
 * text the dictionary holds 4.2 million terms: as strings in an array (and as a Map's keys while
 * it is built) they were 4.2 million objects of the old generation, which every full garbage
 * collection marked: a process building an index beside requests paused for up to a second
 * at a time, and the build spent 49 s of its 375 in the collector and 107 s in the Map. Here a
 * term is a run of UTF-16 code units in one buffer, each term followed by '\n' (never inside a
 * term: a search document's words are split at white space), so the buffer is also the text
 * of a snapshot's terms section. Code units compare as `<` compares strings, so the order is the
 * one a sorted string array had.
 */
const NEWLINE = 10;


function decode(chars: Uint16Array, from: number, to: number): string {
  if (to - from <= SHORT_UNITS) return String.fromCharCode.apply(null, chars.subarray(from, to) as unknown as number[]);
  // A long run (a snapshot's text): the code units copied natively, as they are (lone surrogates
  // too), tens of times faster than argument lists of DECODE_UNITS (57 ms for 16,384 seller keys).
  return Buffer.from(chars.buffer, chars.byteOffset + 2 * from, 2 * (to - from)).toString('ucs2');
}

/** Code units decoded by `String.fromCharCode` (one term), above them natively. */
const SHORT_UNITS = 256;

/** FNV-1a over a string's code units. */
function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < value.length; k++) hash = Math.imul(hash ^ value.charCodeAt(k), 0x01000193);
  return hash >>> 0;
}

/** `hashOf` of the units `chars[from, to)`. */
function hashOfUnits(chars: Uint16Array, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let k = from; k < to; k++) hash = Math.imul(hash ^ chars[k]!, 0x01000193);
  return hash >>> 0;
}

function compareAt(chars: Uint16Array, starts: Uint32Array, i: number, value: string): number {
  const from = starts[i]!;
  const length = starts[i + 1]! - 1 - from;
  const n = Math.min(length, value.length);
  for (let k = 0; k < n; k++) {
    const difference = chars[from + k]! - value.charCodeAt(k);
    if (difference !== 0) return difference;
  }
  return length - value.length;
}

/** Terms in one buffer: term `i` is `chars[starts[i], starts[i + 1] - 1)`, '\n' after each. */
export class PackedTerms {
  static readonly EMPTY = new PackedTerms(new Uint16Array(0), new Uint32Array(1));
  readonly length: number;

  constructor(
    readonly chars: Uint16Array,
    /** Where each term starts, and one past the last term's '\n' at the end: `length + 1` entries. */
    readonly starts: Uint32Array,
  ) {
    this.length = starts.length - 1;
  }

  termLength(i: number): number {
    return this.starts[i + 1]! - this.starts[i]! - 1;
  }

  /** The code unit at `k` of term `i` (k below its length). */
  codeAt(i: number, k: number): number {
    return this.chars[this.starts[i]! + k]!;
  }

  /** Term `i` as a string (a new one each call). */
  term(i: number): string {
    return decode(this.chars, this.starts[i]!, this.starts[i + 1]! - 1);
  }

  /** The text of terms [from, to) joined by '\n' (each followed by one, the last one too). */
  text(from: number, to: number): string {
    return decode(this.chars, this.starts[from]!, this.starts[to]!);
  }

  /** Negative, zero or positive as term `i` sorts before, as, or after `value`. */
  compare(i: number, value: string): number {
    return compareAt(this.chars, this.starts, i, value);
  }

  startsWith(i: number, prefix: string): boolean {
    const from = this.starts[i]!;
    if (this.starts[i + 1]! - 1 - from < prefix.length) return false;
    for (let k = 0; k < prefix.length; k++) if (this.chars[from + k] !== prefix.charCodeAt(k)) return false;
    return true;
  }

  /** The first index whose term is not below `value` (the terms sorted). */
  lowerBound(value: string): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(mid, value) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The index of `value`, or -1 (the terms sorted). */
  indexOf(value: string): number {
    const at = this.lowerBound(value);
    return at < this.length && this.compare(at, value) === 0 ? at : -1;
  }

  /** The first index from `from` past the terms starting with `prefix` (the terms sorted). */
  prefixEnd(prefix: string, from: number): number {
    let lo = from;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.startsWith(mid, prefix) || this.compare(mid, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  get byteLength(): number {
    return this.chars.byteLength + this.starts.byteLength;
  }
}

/** Packs terms one after another, the buffers grown as needed. */
export class PackedTermsBuilder {
  private chars: Uint16Array;
  private starts: Uint32Array;
  private count = 0;
  private used = 0;

  constructor(terms = 1_024, units = terms * 8) {
    this.chars = new Uint16Array(Math.max(16, units));
    this.starts = new Uint32Array(Math.max(16, terms + 1));
  }

  get length(): number {
    return this.count;
  }

  push(value: string): void {
    this.room(value.length + 1);
    for (let k = 0; k < value.length; k++) this.chars[this.used++] = value.charCodeAt(k);
    this.close();
  }

  /** Every term of `source` into this empty builder, COPY_UNITS units between two steps. */
  *pushingAll(source: PackedTerms): Generator<void, void, void> {
    if (this.count !== 0) throw new Error('pushingAll: into an empty builder only');
    this.room(source.chars.length);
    if (source.length + 2 > this.starts.length) this.starts = new Uint32Array(source.length + 2);
    for (let at = 0; at < source.chars.length; at += COPY_UNITS) {
      this.chars.set(source.chars.subarray(at, at + COPY_UNITS), at);
      yield;
    }
    for (let at = 0; at < source.starts.length; at += COPY_UNITS) {
      this.starts.set(source.starts.subarray(at, at + COPY_UNITS), at);
      yield;
    }
    this.count = source.length;
    this.used = source.chars.length;
  }

  /** Appends term `i` of `source`. */
  pushFrom(source: PackedTerms, i: number): void {
    const from = source.starts[i]!;
    const to = source.starts[i + 1]!;
    this.room(to - from);
    const chars = source.chars;
    for (let at = from; at < to - 1; at++) this.chars[this.used++] = chars[at]!;
    this.close();
  }

  /** As `PackedTerms.compare`, over the terms so far. */
  compare(i: number, value: string): number {
    return compareAt(this.chars, this.starts, i, value);
  }

  term(i: number): string {
    return decode(this.chars, this.starts[i]!, this.starts[i + 1]! - 1);
  }

  /**
   * The terms so far: a view of the buffers, not a copy. It stays valid as terms are pushed after
   * (they go past its end, or into new buffers), so it serves as a capture of the terms so far.
   */
  finish(): PackedTerms {
    return new PackedTerms(this.chars.subarray(0, this.used), this.starts.subarray(0, this.count + 1));
  }

  private room(units: number): void {
    if (this.used + units > this.chars.length) {
      const chars = new Uint16Array(Math.max(this.used + units, 2 * this.chars.length));
      chars.set(this.chars.subarray(0, this.used));
      this.chars = chars;
    }
    if (this.count + 2 > this.starts.length) {
      const starts = new Uint32Array(2 * this.starts.length);
      starts.set(this.starts.subarray(0, this.count + 1));
      this.starts = starts;
    }
  }

  private close(): void {
    this.chars[this.used++] = NEWLINE;
    this.starts[++this.count] = this.used;
  }
}

/** Units a bulk copy of packed terms takes between two steps (a few milliseconds). */
const COPY_UNITS = 2 ** 21;

/**
 * Terms a table's load (`TermTable.loading`) takes between two steps: a few milliseconds (each
 * lands in a slot of a table not yet touched, a page fault for many of them; 16,384 were 30 ms
 * for a million sellers' keys).
 */
const STEP_TERMS = 4_096;

/** Slots of the smaller table moved to the larger one at each add while the table grows. */
const MOVE_PER_ADD = 8;
/** Terms found lately, by the low bits of their hash (a few hundred KB: the processor's cache). */
const RECENT = 1 << 16;

/**
 * A hash table of terms to their numbers (the order they came in), for the bulk load: open
 * addressing over typed arrays, the terms packed. A Map of 4.2 million string keys cost 107 s of
 * a build at ten million adverts and kept every key as an object the collector marked. The table
 * grows a few slots at each add (the smaller one asked too meanwhile), never in one piece: moving
 * four million terms at once held the event loop for a third of a second. A term found lately is
 * asked of a small table by its hash first: a few thousand words make most of real-world text,
 * and the large table spans more memory than the processor caches, so even a frequent term's
 * lookup there missed (a `Map` of the first batch's 16,384 most frequent terms did this before:
 * it hashed each word again and cost 40 s of a ten-million build).
 */
export class TermTable {
  private terms = new PackedTermsBuilder(1 << 12);
  private hashes = new Uint32Array(1 << 12);
  /** A term's number + 1 by slot (0: empty); at most half full. */
  private slots = new Int32Array(1 << 13);
  /** While the table grows: the smaller table, whose slots below `moved` are in `slots` too. */
  private old: Int32Array | null = null;
  private moved = 0;
  /** A term found lately by `hash & (RECENT - 1)`: its number + 1 (0: none) and its hash. */
  private readonly recentIds = new Int32Array(RECENT);
  private readonly recentHashes = new Uint32Array(RECENT);

  get size(): number {
    return this.terms.length;
  }

  /** The term's number, or -1. */
  get(value: string): number {
    const hash = hashOf(value);
    const id = this.lookup(this.slots, hash, value);
    return id >= 0 || !this.old ? id : this.lookup(this.old, hash, value);
  }

  /** The term's number, the next one when it is new. */
  add(value: string): number {
    const hash = hashOf(value);
    const recent = hash & (RECENT - 1);
    let id = this.recentIds[recent]! - 1;
    if (id >= 0 && this.recentHashes[recent] === hash && this.terms.compare(id, value) === 0) return id;
    if (this.old) this.move();
    id = this.lookup(this.slots, hash, value);
    if (id < 0 && this.old) id = this.lookup(this.old, hash, value);
    this.recentHashes[recent] = hash;
    if (id >= 0) {
      this.recentIds[recent] = id + 1;
      return id;
    }
    id = this.terms.length;
    this.terms.push(value);
    if (id === this.hashes.length) {
      const hashes = new Uint32Array(2 * id);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[id] = hash;
    this.recentIds[recent] = id + 1;
    place(this.slots, id, hash);
    if (2 * (id + 1) > this.slots.length) {
      // (A smaller table still moving, were it ever: moved at once first.)
      while (this.old) this.move();
      this.old = this.slots;
      this.slots = new Int32Array(2 * this.old.length);
      this.moved = 0;
    }
    return id;
  }

  /** Term `id` as a string. */
  term(id: number): string {
    return this.terms.term(id);
  }

  /** The terms by number: a view that stays valid as terms are added after (`PackedTermsBuilder.finish`). */
  packed(): PackedTerms {
    return this.terms.finish();
  }

  /**
   * A table of `terms`, numbered in their order, made in steps of STEP_TERMS terms with no string
   * made (a snapshot's load: a million seller keys as strings in a Map were a million objects the
   * collector marked at every collection, and the Map's last growth held the event loop at once).
   * A term found twice keeps its first number.
   */
  static *loading(terms: PackedTerms): Generator<void, TermTable, void> {
    const table = new TermTable();
    const n = terms.length;
    // Room for an eighth more past them: its growth copies the whole buffer, in one turn.
    const builder = new PackedTermsBuilder(n + (n >> 3), terms.chars.length + (terms.chars.length >> 3) + 1_024);
    yield* builder.pushingAll(terms);
    table.terms = builder;
    table.hashes = new Uint32Array(Math.max(16, n + (n >> 3)));
    let size = 1 << 13;
    while (size < 2 * (n + 1)) size *= 2;
    table.slots = new Int32Array(size);
    const { chars, starts } = terms;
    for (let id = 0; id < n; id++) {
      const hash = hashOfUnits(chars, starts[id]!, starts[id + 1]! - 1);
      table.hashes[id] = hash;
      place(table.slots, id, hash);
      if ((id & (STEP_TERMS - 1)) === STEP_TERMS - 1) yield;
    }
    return table;
  }

  private lookup(slots: Int32Array, hash: number, value: string): number {
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = slots[slot]! - 1;
      if (id < 0) return -1;
      if (this.hashes[id] === hash && this.terms.compare(id, value) === 0) return id;
    }
  }

  private move(): void {
    const old = this.old!;
    const to = Math.min(old.length, this.moved + MOVE_PER_ADD);
    for (let slot = this.moved; slot < to; slot++) {
      const id = old[slot]! - 1;
      if (id >= 0) place(this.slots, id, this.hashes[id]!);
    }
    this.moved = to;
    if (to === old.length) this.old = null;
  }
}

function place(slots: Int32Array, id: number, hash: number): void {
  const mask = slots.length - 1;
  let slot = hash & mask;
  while (slots[slot] !== 0) slot = (slot + 1) & mask;
  slots[slot] = id + 1;
}

/**
 * Sorts `order` (term numbers of `terms`) by term, yielding every few milliseconds of work: runs
 * of `run` sorted natively, then merged pairwise. Terms are compared by their first two code
 * units as one number first (most comparisons end there), then unit by unit.
 */
export function* sortTermsInSlices(terms: PackedTerms, order: Uint32Array, run = 4_096): Generator<void, void, void> {
  const n = order.length;
  const heads = new Float64Array(terms.length);
  for (let i = 0; i < terms.length; i++) {
    const length = terms.termLength(i);
    // 0 for no unit, a unit's code + 1 otherwise: a shorter term sorts first, as `<` has it.
    heads[i] = (length > 0 ? terms.codeAt(i, 0) + 1 : 0) * 65_537 + (length > 1 ? terms.codeAt(i, 1) + 1 : 0);
    if ((i & 262_143) === 262_143) yield;
  }
  const { chars, starts } = terms;
  const compare = (a: number, b: number): number => {
    const difference = heads[a]! - heads[b]!;
    if (difference !== 0) return difference;
    const aFrom = starts[a]!;
    const bFrom = starts[b]!;
    const aLength = starts[a + 1]! - 1 - aFrom;
    const bLength = starts[b + 1]! - 1 - bFrom;
    const common = Math.min(aLength, bLength);
    for (let k = 2; k < common; k++) {
      const unit = chars[aFrom + k]! - chars[bFrom + k]!;
      if (unit !== 0) return unit;
    }
    return aLength - bLength;
  };
  for (let at = 0; at < n; at += run) {
    order.subarray(at, Math.min(n, at + run)).sort(compare);
    yield;
  }
  if (n <= run) return;
  const sorted = yield* mergeRunsInSlices(order, new Uint32Array(n), run, (a, b) => compare(a, b) < 0);
  if (sorted !== order) order.set(sorted);
}

/**
 * The '\n'-joined UTF-8 lines of `bytes` packed (as `toString().split('\n')`; none when empty),
 * decoded about `chunkBytes` at a time, a step after each. A UTF-8 byte makes at most one UTF-16
 * unit, so the buffer is sized once; a byte 0x0A is never inside a multi-byte character.
 */
export function* packedLinesInSteps(bytes: Buffer, chunkBytes = 2 ** 16, lines = 1_024): Generator<void, PackedTerms, void> {
  if (bytes.byteLength === 0) return PackedTerms.EMPTY;
  const chars = new Uint16Array(bytes.byteLength + 1);
  // `lines`: how many the caller expects (a snapshot's table says), so that their starts are one
  // array made once: doubling it as lines came copied 16 MB in one turn at ten million adverts.
  let starts = new Uint32Array(lines + 1);
  let count = 0;
  let used = 0;
  const close = (): void => {
    chars[used++] = NEWLINE;
    if (count + 2 > starts.length) {
      const grown = new Uint32Array(2 * starts.length);
      grown.set(starts);
      starts = grown;
    }
    starts[++count] = used;
  };
  for (let from = 0; from <= bytes.byteLength; ) {
    let to = Math.min(bytes.byteLength, from + chunkBytes);
    if (to < bytes.byteLength) {
      const newline = bytes.indexOf(NEWLINE, to);
      to = newline < 0 ? bytes.byteLength : newline;
    }
    const text = bytes.toString('utf8', from, to);
    for (let k = 0; k < text.length; k++) {
      const code = text.charCodeAt(k);
      if (code === NEWLINE) close();
      else chars[used++] = code;
    }
    close();
    from = to + 1;
    yield;
  }
  return new PackedTerms(chars.subarray(0, used), starts.subarray(0, count + 1));
}

/** `packedLinesInSteps` with a turn of the event loop whenever a slice is used up. */
export async function packedLinesInSlices(bytes: Buffer, slices = new Slices(), chunkBytes = 2 ** 16, lines?: number): Promise<PackedTerms> {
  const steps = packedLinesInSteps(bytes, chunkBytes, lines);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (slices.due()) await slices.turn();
  }
}
