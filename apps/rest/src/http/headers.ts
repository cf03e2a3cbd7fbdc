import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** What @hono/node-server hands the app as its env: Node's request and response. */
interface NodeBindings {
  readonly incoming?: IncomingMessage;
  readonly outgoing?: ServerResponse;
}

const nodeOf = (c: Context): NodeBindings | undefined => c.env as NodeBindings | undefined;

/**
 * A request header, read from Node's parsed headers when the app runs under @hono/node-server.
 * `c.req.header()` copies every header of the request into a fetch `Headers` object at its first
 * call, validating each: on a cheap read that was a few per cent of the CPU. `name` is lower case,
 * as Node keys them. Under `app.request()` (no Node request), hono's reader.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = nodeOf(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Sets (or with `undefined` removes) a header of the answer. Under @hono/node-server it goes on
 * Node's response, which the adapter's `writeHead` merges with the app's answer; the app's answer
 * then carries no `Headers` object and the adapter writes its cached status, text and one header
 * straight to the socket (hono's `c.header` makes a `Headers` object per answer, and set on a made
 * answer it copies the answer, its body through a stream). A header the app's answer carries
 * itself wins over one set here. Under `app.request()`, hono's `c.header`.
 */
export function setAnswerHeader(c: Context, name: string, value: string | undefined, options?: { readonly append?: boolean }): void {
  const outgoing = nodeOf(c)?.outgoing;
  if (!outgoing || outgoing.headersSent) {
    c.header(name, value, options);
    return;
  }
  if (value === undefined) {
    outgoing.removeHeader(name);
    return;
  }
  const present = options?.append ? outgoing.getHeader(name) : undefined;
  outgoing.setHeader(name, present === undefined ? value : `${String(present)}, ${value}`);
}

/**
 * `setAnswerHeader` for several headers. `made`: an answer already made but not yet returned to
 * hono; under `app.request()` the headers then go on it (set through `c.header` after the answer is
 * made, they would be lost); under Node they go on Node's response as always.
 */
export function setAnswerHeaders(c: Context, headers: readonly (readonly [string, string])[], made?: Response): void {
  const onMade = made !== undefined && nodeOf(c)?.outgoing === undefined;
  for (const [name, value] of headers) {
    if (onMade) made.headers.set(name, value);
    else setAnswerHeader(c, name, value);
  }
}

/** A JSON answer's own header: a new object each time (the adapter adds Content-Length to it). */
export const jsonType = (): Record<string, string> => ({ 'Content-Type': 'application/json' });
