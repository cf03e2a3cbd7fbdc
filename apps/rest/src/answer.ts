import type { Context, MiddlewareHandler } from 'hono';

/**
 * The headers middleware gives every answer (the request id, CORS, Vary, the rate limits), kept
 * as a plain record on the context until the answer is made (decision 0072). Hono's `c.header`
 * keeps them in a web `Headers` object that the Node adapter then turns back into a record
 * (undici's Headers: 4% of an absent-word search's CPU). `answer` makes an answer with the record
 * and its own headers in one plain object, which the Node adapter hands to Node as it is. Any
 * other answer (hono's `c.json`, a replay, the MCP endpoint, the operator endpoints) gets the
 * record joined by `joinAnswerHeaders`.
 *
 * Middleware that runs before a handler sets its headers here, not with `c.header`: an answer
 * made by `answer` carries these and its own only.
 */
type AnswerHeaders = Record<string, string>;

interface AnswerEnv {
  Variables: {
    answerHeaders: AnswerHeaders | undefined;
    /** The answer the record was joined to, so that an outer join leaves it alone. */
    answerJoined: Response | undefined;
  };
}

const recordOf = (c: Context): AnswerHeaders => {
  const context = c as unknown as Context<AnswerEnv>;
  let record = context.get('answerHeaders');
  if (record === undefined) context.set('answerHeaders', (record = {}));
  return record;
};

/** Sets a header of the answer to come; `append` joins a list-valued one (Vary) with a comma. */
export function setAnswerHeader(c: Context, name: string, value: string, options?: { readonly append?: boolean }): void {
  const record = recordOf(c);
  const key = name.toLowerCase();
  const current = record[key];
  record[key] = options?.append && current !== undefined ? `${current}, ${value}` : value;
}

/**
 * A success answer: `body` with the record and `headers` (lower-case names; they win over the
 * record's), as one plain object.
 */
export function answer(c: Context, body: string, status: number, headers: Readonly<Record<string, string>>): Response {
  const response = new Response(body, { status, headers: { ...recordOf(c), ...headers } });
  (c as unknown as Context<AnswerEnv>).set('answerJoined', response);
  return response;
}

/**
 * Joins the record to an answer made otherwise (hono's `c.json`, an error, a stream): a header
 * the answer sets itself is kept, a Vary is added to. Runs around every route that sets headers
 * with `setAnswerHeader`; an answer it already joined is left alone, so nesting is harmless.
 */
export const joinAnswerHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const context = c as unknown as Context<AnswerEnv>;
  const record = context.get('answerHeaders');
  const res = c.res;
  if (record === undefined || context.get('answerJoined') === res) return;
  const headers = res.headers;
  for (const name in record) {
    const value = record[name]!;
    const own = headers.get(name);
    if (own === null) headers.set(name, value);
    else if (name === 'vary' && !own.toLowerCase().includes(value.toLowerCase())) headers.set(name, `${value}, ${own}`);
  }
  context.set('answerJoined', res);
};
