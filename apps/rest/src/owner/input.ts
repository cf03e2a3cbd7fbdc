import type { Context } from 'hono';
import { err, ok, type Result } from 'neverthrow';
import { invalidArguments, type InvalidArguments } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { jsonObject } from '../input/json-body.js';
import { queryInput, type ObjectSchema, type QueryRules } from '../input/query.js';
import { LANG_PARAMETER } from '../middleware/language.js';
import type { AdvertActionPath, ChatPath, OwnerRoute } from './routes.js';

const RULES: QueryRules = { consumed: new Set([LANG_PARAMETER]), fromPath: new Set() };
/** Writes take no query parameters besides `lang`: every one is unknown. */
const NO_QUERY: ObjectSchema = { shape: {} };

/** The id before the action suffix; the route's pattern guarantees the suffix is there. */
const advertIdOf = (c: Context<RestEnv>, action: AdvertActionPath): string => {
  const segment = c.req.param(action.param) ?? '';
  return segment.slice(0, segment.length - action.suffix.length);
};

const chatIdOf = (c: Context<RestEnv>, path: ChatPath): string =>
  (c.req.param(path.param) ?? '').slice(0, path.suffix.length === 0 ? undefined : -path.suffix.length);

/** The input of a chat route: the chat id of the path added, and refused where the caller gave it too. */
function withChatId(
  c: Context<RestEnv>,
  path: ChatPath,
  input: Result<Record<string, unknown>, InvalidArguments>,
): Result<Record<string, unknown>, InvalidArguments> {
  if (input.isErr()) return input;
  if (Object.hasOwn(input.value, path.param)) {
    return err(invalidArguments(path.param, `unknown parameter: ${path.param} (it is given in the path)`));
  }
  return ok({ ...input.value, [path.param]: chatIdOf(c, path) });
}

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
  const { chatPath } = route;
  if (route.input.from === 'query') {
    if (!chatPath) return queryInput(route.input.schema, params, RULES);
    return withChatId(c, chatPath, queryInput(route.input.schema, params, { ...RULES, fromPath: new Set([chatPath.param]) }));
  }
  const query = queryInput(NO_QUERY, params, RULES);
  if (query.isErr()) return err(query.error);
  const body = jsonObject(await c.req.text());
  if (chatPath) return withChatId(c, chatPath, body);
  if (body.isErr() || route.advertAction === null) return body;
  const { param } = route.advertAction;
  if (Object.hasOwn(body.value, param)) {
    return err(invalidArguments(param, `unknown parameter: ${param} (it is given in the path)`));
  }
  return ok({ ...body.value, [param]: advertIdOf(c, route.advertAction) });
}
