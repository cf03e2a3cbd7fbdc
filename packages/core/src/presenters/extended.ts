/**
 * Presented objects made of a kept one with members added: a search's card with its distance is
 * the card kept for its advert (frozen, shared by every search) and `distance_km`. The made object
 * has the kept one's members, in their order, then the added ones, so its JSON is the kept one's
 * with the added members before the closing brace: a writer that keeps the JSON of frozen objects
 * (the REST app's answer bytes) reuses it, where it would otherwise serialize the whole again.
 */
const EXTENSION = Symbol('what a presented object was extended from');

export interface Extension {
  /** The frozen object whose members come first. */
  readonly kept: object;
  /** The members added after them, in their order. */
  readonly added: readonly string[];
}

/**
 * `{ ...kept, ...added }`, frozen, with what it was made of recorded when `kept` is frozen (and
 * has no toJSON of its own). No added member may be one of kept's: it would not come after them.
 */
export function extendPresented<K extends object, A extends object>(kept: K, added: A): Readonly<K & A> {
  const names = Object.keys(added);
  for (const name of names) if (Object.hasOwn(kept, name)) throw new Error(`extendPresented: ${name} is a member of the kept object`);
  const made = { ...kept, ...added };
  // A symbol member: neither JSON nor a spread of the card sees it.
  if (Object.isFrozen(kept) && !('toJSON' in kept)) Object.defineProperty(made, EXTENSION, { value: { kept, added: names } });
  return Object.freeze(made);
}

/** What a presented object was made of by `extendPresented`, if it was. */
export function extensionOf(value: object): Extension | undefined {
  return (value as { [EXTENSION]?: Extension })[EXTENSION];
}
