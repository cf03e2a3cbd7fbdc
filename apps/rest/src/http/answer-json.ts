/**
 * The JSON text of an answer, equal to `JSON.stringify(answer)`, with the text of each frozen
 * object in it made once: presenters freeze what they hand out again unchanged (a search's and a
 * storefront's cards, kept per advert while it does not change), so a page of twenty cards costs
 * twenty lookups, not twenty serializations. The answer and its arrays are walked; anything deeper
 * is serialized whole.
 */
const kept = new WeakMap<object, string>();

export function answerJson(answer: unknown): string {
  return text(answer, 0) ?? 'null';
}

/** Levels walked: the answer (0) and its arrays (1); their items (2) are kept or serialized whole. */
const WALKED = 2;

function text(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Object.isFrozen(value)) {
    let made = kept.get(value);
    if (made === undefined) kept.set(value, (made = JSON.stringify(value)));
    return made;
  }
  if (depth >= WALKED || 'toJSON' in value) return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + (text(value[i], depth + 1) ?? 'null');
    return `${out}]`;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return JSON.stringify(value);
  let out = '{';
  for (const [key, member] of Object.entries(value)) {
    const made = text(member, depth + 1);
    if (made !== undefined) out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${made}`;
  }
  return `${out}}`;
}
