import type { Context } from 'hono';
import { err, ok, type Result } from 'neverthrow';
import { invalidArguments, type InvalidArguments } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { jsonObject } from '../input/json-body.js';
import { queryInput, type ObjectSchema, type QueryRules } from '../input/query.js';
import { LANG_PARAMETER } from '../middleware/language.js';
import type { AdvertActionPath, OwnerRoute } from './routes.js';

const RULES: QueryRules = { consumed: new Set([LANG_PARAMETER]), fromPath: new Set() };
/** Writes take no query parameters besides `lang`: every one is unknown. */
const NO_QUERY: ObjectSchema = { shape: {} };

/** The id before the action suffix; the route's pattern guarantees the suffix is there. */
const advertIdOf = (c: Context<RestEnv>, action: AdvertActionPath): string => {
  const segment = c.req.param(action.param) ?? '';
  return segment.slice(0, segment.length - action.suffix.length);
};

/**
 * The raw input of an owner operation from the query string (reads) or the JSON body (writes),
 * with the advert id of the path added. Ids in the path are not repeated in the body (spec
 * conventions 3), so one given there is an unknown field, not silently overridden.
 */
export async function ownerInput(
  c: Context<RestEnv>,
  route: OwnerRoute,
): Promise<Result<Record<string, unknown>, InvalidArguments>> {
  const params = new URL(c.req.url).searchParams;
  if (route.input.from === 'query') return queryInput(route.input.schema, params, RULES);
  const query = queryInput(NO_QUERY, params, RULES);
  if (query.isErr()) return err(query.error);
  const body = jsonObject(await c.req.text());
  if (body.isErr() || route.advertAction === null) return body;
  const { param } = route.advertAction;
  if (Object.hasOwn(body.value, param)) {
    return err(invalidArguments(param, `unknown parameter: ${param} (it is given in the path)`));
  }
  return ok({ ...body.value, [param]: advertIdOf(c, route.advertAction) });
}
