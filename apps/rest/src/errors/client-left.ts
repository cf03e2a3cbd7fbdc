import type { Context } from 'hono';

interface NodeIncoming {
  readonly complete: boolean;
  readonly destroyed: boolean;
  readonly errored: unknown;
}

/**
 * Whether the client closed its connection before its request was read. On Node (the
 * @hono/node-server adapter passes the request as `env.incoming`) the request stream says so: the
 * adapter makes the request's AbortSignal only on first use, and making it for every request in
 * case one is cut off cost a tenth of a read's time (issue 25). Elsewhere (`app.request()` in
 * tests), the signal.
 */
export function clientLeft(c: Context): boolean {
  const incoming = (c.env as { incoming?: NodeIncoming } | undefined)?.incoming;
  if (incoming) return (incoming.errored !== null && incoming.errored !== undefined) || (incoming.destroyed && !incoming.complete);
  return c.req.raw.signal.aborted;
}

/** Thrown when a body read ends because the client left: the error handler answers 499, logged at info. */
export class ClientLeftError extends Error {
  override readonly name = 'ClientLeftError';
}

/**
 * The request body as text. A client that closes the connection mid-body leaves a partial text
 * that is no fault of its JSON: that is thrown as `ClientLeftError`, not parsed.
 */
export async function bodyText(c: Context): Promise<string> {
  const text = await c.req.text();
  if (clientLeft(c)) throw new ClientLeftError('the client closed the connection before its request was read');
  return text;
}
