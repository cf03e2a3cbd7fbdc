import { createServer, ServerResponse, STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { ERROR_STATUS, type HttpOnlyErrorCode } from '@marketplace/rest/errors';

/** The largest request line plus headers Node's parser takes (its default); beyond it, 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

interface ProtocolError {
  readonly code: Extract<HttpOnlyErrorCode, 'bad_request' | 'request_timeout' | 'request_header_too_large' | 'method_not_implemented' | 'internal'>;
  readonly message: string;
}

/** What a parse error of Node's HTTP parser (llhttp) means to a client (decision 0039-protocol-errors). */
export function protocolErrorOf(error: NodeJS.ErrnoException): ProtocolError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'request_header_too_large', message: `the request line and headers are larger than ${MAX_HEADER_BYTES} bytes; send long inputs in a body` };
    case 'HPE_HEADERS_TIMEOUT':
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'request_timeout', message: 'the request did not arrive in time' };
    case 'HPE_INVALID_METHOD':
      return { code: 'method_not_implemented', message: 'unknown HTTP method; this API uses GET, HEAD, POST, PATCH, DELETE and OPTIONS' };
    case 'HPE_INVALID_URL':
      return {
        code: 'bad_request',
        message: 'the request target has a character that must be percent-encoded: encode non-ASCII text as UTF-8 (%D0%91…), and spaces and controls too',
      };
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return { code: 'bad_request', message: 'give either Content-Length or Transfer-Encoding, not both' };
    default:
      return { code: 'bad_request', message: 'the request is not valid HTTP/1.1' };
  }
}

/**
 * The security headers of every answer (decision 0071): hono's `secureHeaders` defaults with a
 * Content-Security-Policy that allows nothing (answers are JSON for programs: no framing, no
 * sniffing, no referrer, no scripts). Set on Node's response before the app runs, so an answer
 * the app makes with its own (the reference page at /docs, docs-route.ts) overrides them, and the
 * app builds no Headers object for them: set on each finished answer by middleware, they cost a
 * sixth of a cached read's CPU. `security-headers.test.ts` holds them to hono's defaults.
 */
export const ANSWER_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

const errorBody = (error: ProtocolError) => JSON.stringify({ error: { code: error.code, message: error.message } });

/**
 * A complete HTTP/1.1 answer in the Error shape, written straight to the socket: after a parse
 * error there is no request or response object, and the connection cannot be reused.
 */
function writeErrorToSocket(socket: Duplex, error: ProtocolError): void {
  const status = ERROR_STATUS[error.code];
  const body = errorBody(error);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** The answers ended in this turn of the event loop, each with its `end` arguments, in order. */
const endedThisTurn: { readonly response: ServerResponse; readonly args: unknown[] }[] = [];
const endNow = ServerResponse.prototype.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/** Ends the answers of the turn, in the order their handlers ended them. */
function endAnswersOfTurn(): void {
  const answers = endedThisTurn.splice(0);
  for (const { response, args } of answers) {
    // Destroyed in the meantime (the client went away, or a failed stream): nothing to send.
    if (response.destroyed) continue;
    try {
      endNow.apply(response, args);
    } catch (error) {
      // What `end` refused (a body of the wrong type) ends this connection, not the others'.
      response.destroy(error as Error);
    }
  }
}

/**
 * Node's response whose `end` takes effect at the end of the event loop's turn (decision 0079):
 * the answers a turn finishes are written back to back there, not one at a time between the
 * handlers. On loopback and in virtual machines the cost of an answer's write is mostly the
 * kernel waking the waiting client (an interrupt to its idle core); written together, one wake-up
 * serves the turn's answers, and the clients' next requests arrive together too. `end` returns at
 * once as before; `finish` and its callback follow when the answer is written. Writes before
 * `end` (a stream's chunks) are not held.
 */
export class TurnBatchedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override end(...args: unknown[]): this {
    if (endedThisTurn.length === 0) setImmediate(endAnswersOfTurn);
    endedThisTurn.push({ response: this, args });
    return this;
  }
}

/** A request @hono/node-server could not turn into a Request (no Host, a backslash in the path). */
function requestErrorResponse(error: unknown): Response {
  const refused = error instanceof Error && error.name === 'RequestError';
  const problem: ProtocolError = refused
    ? { code: 'bad_request', message: `the request is not valid: ${error.message.toLowerCase()}` }
    : { code: 'internal', message: 'internal error' };
  return new Response(errorBody(problem), {
    status: ERROR_STATUS[problem.code],
    headers: { 'Content-Type': 'application/json', ...SECURITY_HEADERS, Connection: 'close' },
  });
}

/**
 * The HTTP server of the app (production and tests alike): @hono/node-server's request listener
 * over Node's HTTP server, with every answer the protocol layer gives in the Error shape.
 * Parse errors (an oversized head, an unknown method, both Content-Length and
 * Transfer-Encoding, raw non-ASCII in the target) come to `clientError`; requests Node parses
 * but the adapter refuses (no Host, a backslash in the path) come to its error handler.
 */
/** What answers a request: the app's fetch (the Node request and response are in `env`). */
export type FetchHandler = Parameters<typeof getRequestListener>[0];

/** The default of REQUEST_TIMEOUT_SECONDS: a whole request (headers and body) within 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The time Node's own default gives the headers, kept when the whole request may take longer. */
const HEADERS_TIMEOUT_MS = 60_000;

export interface HttpServerOptions {
  /** A request whose headers and body have not arrived within this is answered 408 (REQUEST_TIMEOUT_SECONDS). */
  readonly requestTimeoutMs?: number;
}

export function createHttpServer(fetch: FetchHandler, options: HttpServerOptions = {}): Server {
  const appListener = getRequestListener(fetch, { errorHandler: requestErrorResponse });
  const listener: typeof appListener = (incoming, outgoing) => {
    for (const [name, value] of ANSWER_SECURITY_HEADERS) outgoing.setHeader(name, value);
    return appListener(incoming, outgoing);
  };
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const server = createServer(
    {
      ServerResponse: TurnBatchedResponse,
      // Host is checked by the adapter (Error-shaped 400) rather than by Node (an empty 400).
      requireHostHeader: false,
      maxHeaderSize: MAX_HEADER_BYTES,
      // Node's default holds a stalled body for 300 s (a slow client ties up a socket and a
      // request's memory that long); bounded like the headers, and checked every second rather
      // than every 30 s, so the bound is what the answer keeps to.
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(1_000, requestTimeout),
    },
    listener,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    writeErrorToSocket(socket, protocolErrorOf(error));
  });
  // CONNECT (a proxy's tunnel) never reaches the request listener: Node hands over the socket,
  // and without this closed it unanswered. This is no proxy: the Error shape says so.
  server.on('connect', (_request: unknown, socket: Duplex) => {
    writeErrorToSocket(socket, { code: 'method_not_implemented', message: 'CONNECT is not served: this is an API, not a proxy' });
  });
  return server;
}
