import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { makeLinks } from '@marketplace/core';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { answerLanguage } from './answer-language.js';
import type { McpDeps } from './deps.js';
import { limitRequests } from './rate-limit.js';
import { createReadServer } from './server.js';
import { refuseMalformedToolCalls } from './tool-call-params.js';
import { httpRefusal } from './tool-errors.js';
import { setAnswerHeader } from '@marketplace/rest/http';

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/**
 * GET would open a server-to-client event stream and DELETE would end a session; a stateless
 * server has neither, and the MCP transport spec has it answer 405 (clients expect that).
 * Other methods get the same answer. OPTIONS never gets here: the CORS middleware answers it.
 */
function methodNotAllowed(c: Context): Response {
  setAnswerHeader(c, 'Allow', 'POST');
  return c.json(jsonRpcError(-32000, 'Method not allowed: this stateless server takes POST only.'), 405);
}

function logToStderr(error: unknown, c: Context): void {
  console.error(`[mcp] unexpected error on ${c.req.method} ${c.req.path}:`, error);
}

/** A throw outside a tool (a bug): logged in full, answered without its text. */
const onError =
  (report: (error: unknown, c: Context) => void) =>
  (error: Error, c: Context): Response => {
    report(error, c);
    return c.json(jsonRpcError(-32603, 'internal error; it has been logged'), 500);
  };

/**
 * The MCP endpoint (mounted at /mcp): Streamable HTTP, no authorization, stateless.
 *
 * Each POST gets its own server and transport and nothing outlives the request, so any of
 * several processes behind a load balancer can answer any request (no session ids). Answers
 * are plain JSON rather than an event stream: nothing is streamed, and a complete answer lets
 * the server be closed as soon as the request is served. An Authorization header is ignored:
 * the tools are public reads.
 */
export function createMcpApp(deps: McpDeps): Hono {
  const links = makeLinks(deps.linkBases, 'mcp');
  // Only used by the SDK for elicitation, which these tools never ask for; built once, not per request.
  const validator = new AjvJsonSchemaValidator();
  const app = new Hono();
  const report = deps.reportError ?? logToStderr;

  // Public, credential-free reads: browser clients (the MCP Inspector's direct mode) may call from
  // any origin. Origin is not checked against DNS rebinding either: that guards local servers and
  // private data, and everything here is public to anyone who asks directly.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['POST', 'GET', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept', 'Authorization', 'Mcp-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID'],
      exposeHeaders: ['Mcp-Session-Id', 'Mcp-Protocol-Version'],
    }),
  );
  // After CORS, so that a browser's preflight is not counted.
  if (deps.admitRequest) app.use('*', limitRequests(deps.admitRequest, deps.clientAddress ?? (() => 'unknown')));

  app.post('/', async (c) => {
    const lang = answerLanguage(new URL(c.req.url).searchParams);
    if (lang.isErr()) return httpRefusal(c, lang.error);
    const server = createReadServer(deps, { lang: lang.value, links }, validator, (error, tool) =>
      report(error instanceof Error ? Object.assign(error, { tool }) : error, c),
    );
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    refuseMalformedToolCalls(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  app.all('/', methodNotAllowed);
  app.onError(onError(report));
  return app;
}
