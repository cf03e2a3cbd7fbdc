import { err, ok, type Result } from 'neverthrow';
import { invalidArguments, type InvalidArguments } from '@marketplace/core';
import { repeatedKey } from './repeated-key.js';

/** The name `field` gives to the body as a whole. */
export const BODY_FIELD = 'body';

/** The deepest nesting of arrays and objects a body may have; the operations need 3. */
export const MAX_JSON_DEPTH = 16;

/**
 * The nesting depth of a JSON text, counted on the text before it is parsed (so a hostile body
 * costs one pass, not a deep recursion); brackets inside strings do not count.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') deepest = Math.max(deepest, ++depth);
    else if (ch === '}' || ch === ']') depth--;
  }
  return deepest;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A request body as the raw input of an operation: a JSON object with each member given once.
 * Its fields are validated by the operation's schema, which rejects unknown ones by name.
 */
export function jsonObject(text: string): Result<Record<string, unknown>, InvalidArguments> {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    return err(invalidArguments(BODY_FIELD, `the body is nested deeper than ${MAX_JSON_DEPTH} levels`));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err(invalidArguments(BODY_FIELD, text.trim() === '' ? 'a JSON object body is required' : 'the body is not valid JSON'));
  }
  if (!isObject(value)) return err(invalidArguments(BODY_FIELD, 'the body must be a JSON object'));
  const repeated = repeatedKey(text);
  if (repeated !== null) return err(invalidArguments(repeated, `${repeated} is given more than once`));
  return ok(value);
}
