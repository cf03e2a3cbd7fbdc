import type { Context } from 'hono';
import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { invalidArguments, type InvalidArguments } from '@marketplace/core';
import { fieldKind, type FieldKind } from './schema-kind.js';
import type { RestEnv } from '../env.js';

/** What the helper reads of an operation's input schema: its fields. */
export interface ObjectSchema {
  readonly shape: Readonly<Record<string, z.core.$ZodType>>;
}

// A plain decimal, as a person or a client library writes it; no hex, no "Infinity", no blanks.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Text to the field's type where it is unambiguous; anything else stays text for zod to reject. */
function readValue(value: string, kind: FieldKind): unknown {
  if (kind.kind === 'number') return DECIMAL.test(value) ? Number(value) : value;
  if (kind.kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** Each field's kind, found once per schema field (the schemas are built at start and kept). */
const kinds = new WeakMap<z.core.$ZodType, FieldKind>();
function kindOf(field: z.core.$ZodType): FieldKind {
  let kind = kinds.get(field);
  if (kind === undefined) kinds.set(field, (kind = fieldKind(field)));
  return kind;
}

export interface QueryRules {
  /** Parameters the middleware already consumed (`lang`). */
  readonly consumed: ReadonlySet<string>;
  /** Input fields that come from the path and so may not be repeated in the query. */
  readonly fromPath: ReadonlySet<string>;
}

/**
 * Turns a query string into the raw input of an operation, reading the operation's own zod
 * schema for the field types, so the schema that validates is also the one that types: numbers
 * and booleans are converted, repeated values become arrays only for array fields. The schema
 * then validates the result as it does for MCP. Rejected here: unknown parameters, a scalar
 * given twice, and empty values, which a schema would otherwise read as an empty string.
 */
export function queryInput(
  schema: ObjectSchema,
  params: URLSearchParams,
  rules: QueryRules,
): Result<Record<string, unknown>, InvalidArguments> {
  const input: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    if (rules.consumed.has(name)) continue;
    const field = Object.hasOwn(schema.shape, name) && !rules.fromPath.has(name) ? schema.shape[name] : undefined;
    if (field === undefined) return err(invalidArguments(name, `unknown parameter: ${name}`));
    const values = params.getAll(name);
    if (values.some((value) => value === '')) return err(invalidArguments(name, `${name} is empty`));
    const kind = kindOf(field);
    if (kind.kind === 'array') {
      input[name] = values.map((value) => readValue(value, kind.element));
      continue;
    }
    if (values.length > 1) return err(invalidArguments(name, `${name} is given more than once`));
    input[name] = readValue(values[0] as string, kind);
  }
  return ok(input);
}

/**
 * The query parameters of a request URL, from its query part alone: what
 * `new URL(url).searchParams` gives (the adapter's URL is already normalized) without parsing the
 * whole URL again, which every read did two or three times.
 */
function queryParams(url: string): URLSearchParams {
  const start = url.indexOf('?');
  if (start < 0) return new URLSearchParams();
  const end = url.indexOf('#', start);
  return new URLSearchParams(end < 0 ? url.slice(start + 1) : url.slice(start + 1, end));
}

/**
 * The request's query parameters (`queryParams` of its URL), parsed once per request: the
 * language, the operation's input and the reading-language record all read them. Read only.
 */
export function requestQuery(c: Context<RestEnv>): URLSearchParams {
  let params = c.get('query');
  if (params === undefined) c.set('query', (params = queryParams(c.req.url)));
  return params;
}
