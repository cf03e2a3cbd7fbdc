import type { Context } from 'hono';
import { err, ok, type Result } from 'neverthrow';
import { invalidArguments, type InvalidArguments } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { jsonObject } from '../input/json-body.js';
import { queryInput, requestQuery, type ObjectSchema, type QueryRules } from '../input/query.js';
import { LANG_PARAMETER } from '../middleware/language.js';
import type { PathId, RestOperation } from '../operations/define.js';
import { bodyText } from '../errors/client-left.js';

const CONSUMED = new Set([LANG_PARAMETER]);
/** Writes take no query parameters besides `lang`: every one is unknown. */
const NO_QUERY: ObjectSchema = { shape: {} };

/** The id in the path; a route with an action suffix matched it, so the suffix is there to cut off. */
const idOf = (c: Context<RestEnv>, path: PathId): string => {
  const segment = c.req.param(path.param) ?? '';
  return segment.slice(0, segment.length - path.suffix.length);
};

/**
 * The input with the path's ids added. Ids in the path are not repeated in the body (spec
 * conventions 2), so one given there is an unknown field, not silently overridden.
 */
function withPathIds(
  c: Context<RestEnv>,
  paths: readonly PathId[],
  input: Result<Record<string, unknown>, InvalidArguments>,
): Result<Record<string, unknown>, InvalidArguments> {
  if (input.isErr()) return input;
  const value = { ...input.value };
  for (const path of paths) {
    if (Object.hasOwn(value, path.param)) {
      return err(invalidArguments(path.param, `unknown parameter: ${path.param} (it is given in the path)`));
    }
    value[path.param] = idOf(c, path);
  }
  return ok(value);
}

/**
 * The raw input of an operation: from the query string (reads, typed by the operation's own
 * schema) or the JSON object body (writes, which take no query parameters but `lang`), with the
 * id of the path added. The use case validates it.
 */
export async function operationInput(
  c: Context<RestEnv>,
  operation: RestOperation,
): Promise<Result<Record<string, unknown>, InvalidArguments>> {
  const params = requestQuery(c);
  const { pathIds } = operation;
  const rules: QueryRules = { consumed: CONSUMED, fromPath: new Set(pathIds.map((path) => path.param)) };
  if (operation.kind !== 'owner-write') return withPathIds(c, pathIds, queryInput(operation.query, params, rules));
  const query = queryInput(NO_QUERY, params, rules);
  if (query.isErr()) return err(query.error);
  return withPathIds(c, pathIds, jsonObject(await bodyText(c)));
}
