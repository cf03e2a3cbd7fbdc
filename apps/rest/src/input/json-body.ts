import { err, ok, type Result } from 'neverthrow';
import { invalidArguments, type InvalidArguments } from '@marketplace/core';
import { repeatedKey } from './repeated-key.js';

/** The name `field` gives to the body as a whole. */
export const BODY_FIELD = 'body';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A request body as the raw input of an operation: a JSON object with each member given once.
 * Its fields are validated by the operation's schema, which rejects unknown ones by name.
 */
export function jsonObject(text: string): Result<Record<string, unknown>, InvalidArguments> {
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
