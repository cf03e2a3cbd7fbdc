import { extensionOf } from '@marketplace/core';

/**
 * The JSON of an answer as the bytes that are sent, equal to `JSON.stringify(answer)` in UTF-8,
 * with each frozen object in it encoded once: presenters freeze what they hand out again
 * unchanged (a search's and a storefront's cards, kept per advert while it does not change), so a
 * page of twenty cards costs twenty lookups and a copy of their bytes, not twenty serializations
 * and the encoding of the page's text (titles in Cyrillic make that a transcoding, not a copy).
 * The answer and its arrays are walked; anything deeper is serialized whole.
 */
const kept = new WeakMap<object, Uint8Array>();

/** A kept object's bytes have an ArrayBuffer of their own: a slice of Buffer's shared pool would hold the whole pool. */
const encoder = new TextEncoder();

/** Levels walked: the answer (0) and its arrays (1); their items (2) are kept or serialized whole. */
const WALKED = 2;

export function answerBytes(answer: unknown): Buffer<ArrayBuffer> {
  const out = new Pieces();
  if (!write(out, answer, 0)) out.text += 'null';
  return out.bytes();
}

/** The answer's text as written: runs of text between the kept bytes of frozen objects. */
class Pieces {
  text = '';
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  keptBytes(bytes: Uint8Array): void {
    this.flush();
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  bytes(): Buffer<ArrayBuffer> {
    if (this.parts.length === 0) return Buffer.from(this.text);
    this.flush();
    return Buffer.concat(this.parts, this.length);
  }

  private flush(): void {
    if (this.text === '') return;
    const bytes = Buffer.from(this.text);
    this.parts.push(bytes);
    this.length += bytes.length;
    this.text = '';
  }
}

/** Writes a value's JSON; false when JSON.stringify writes nothing for it (undefined, a function). */
function write(out: Pieces, value: unknown, depth: number): boolean {
  if (!inline(value, depth)) {
    const json = JSON.stringify(value);
    if (json === undefined) return false;
    out.text += json;
    return true;
  }
  const extension = extensionOf(value);
  if (extension !== undefined && !extension.added.some(isArrayIndex)) {
    // The kept object's bytes up to its closing brace, then the added members.
    const bytes = keptBytes(extension.kept);
    let first = bytes.length === 2;
    out.keptBytes(bytes.subarray(0, bytes.length - 1));
    for (const name of extension.added) {
      if (writeMember(out, first, name, (value as Record<string, unknown>)[name], WALKED)) first = false;
    }
    out.text += '}';
  } else if (Object.isFrozen(value)) {
    out.keptBytes(keptBytes(value));
  } else if (Array.isArray(value)) {
    out.text += '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.text += ',';
      if (!write(out, value[i], depth + 1)) out.text += 'null';
    }
    out.text += ']';
  } else {
    out.text += '{';
    let first = true;
    for (const [key, member] of Object.entries(value)) {
      if (writeMember(out, first, key, member, depth + 1)) first = false;
    }
    out.text += '}';
  }
  return true;
}

/** Writes `"key":value` (after a comma unless it is the first); false when JSON leaves the member out. */
function writeMember(out: Pieces, first: boolean, key: string, member: unknown, depth: number): boolean {
  const name = `${first ? '' : ','}${JSON.stringify(key)}:`;
  if (inline(member, depth)) {
    out.text += name;
    write(out, member, depth);
    return true;
  }
  const json = JSON.stringify(member);
  if (json === undefined) return false;
  out.text += name + json;
  return true;
}

/**
 * Whether a member name is an array index ("0", "17"): JavaScript orders such members of an object
 * before all others, so an extended object with one added is not its kept members followed by the
 * added ones; it is written as the frozen object it is.
 */
const isArrayIndex = (name: string): boolean => /^(0|[1-9]\d*)$/.test(name) && Number(name) < 2 ** 32 - 1;

function keptBytes(value: object): Uint8Array {
  let bytes = kept.get(value);
  if (bytes === undefined) kept.set(value, (bytes = encoder.encode(JSON.stringify(value))));
  return bytes;
}

/**
 * Whether a value is written here rather than by JSON.stringify: a frozen object (its kept bytes),
 * one extended from a frozen one (core's `extendPresented`: those bytes and the added members),
 * or an array or plain object of the walked levels; never one with a toJSON of its own.
 */
function inline(value: unknown, depth: number): value is object {
  if (typeof value !== 'object' || value === null || 'toJSON' in value) return false;
  if (Object.isFrozen(value) || extensionOf(value) !== undefined) return true;
  return depth < WALKED && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);
}
