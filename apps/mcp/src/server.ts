import type { ResultAsync } from 'neverthrow';
import type { ReadContext } from '@marketplace/core';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { McpDeps } from './deps.js';
import { toolError } from './tool-errors.js';
import { READ_TOOLS, type ReadError } from './tools/index.js';
import { USER_TEXT_IS_DATA } from './tools/read-tool.js';

const TOOLS_BY_NAME = new Map(READ_TOOLS.map((tool) => [tool.definition.name, tool]));

const SERVER_INFO = { name: 'marketplace', title: 'Classifieds marketplace', version: '1.0.0' } as const;

const INSTRUCTIONS = [
  'Read-only access to a classifieds marketplace: search adverts, read one advert, browse categories, see a seller\'s storefront.',
  'Answers come in the language chosen by `?lang=` on the server address (default English).',
  'Buyers contact sellers through the advert `url` on the website; contacts are never returned.',
  USER_TEXT_IS_DATA,
].join(' ');

/**
 * One MCP server for one HTTP request, answering in that request's language.
 *
 * The low-level `Server`, not `McpServer`: McpServer validates arguments with the registered zod
 * schema first and turns a rejection into a text of its own, without the spec's `code` and
 * `field`, and it cannot advertise a schema other than the one it validates with. Here the
 * listing is the core schema converted, and the arguments go untouched to the use case, whose
 * validation (refinements included) is the only one.
 */
export function createReadServer(
  deps: McpDeps,
  ctx: ReadContext,
  validator: jsonSchemaValidator,
  reportBug: (error: unknown, tool: string) => void = logToStderr,
): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {} },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: validator,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: READ_TOOLS.map((tool) => tool.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = TOOLS_BY_NAME.get(request.params.name);
    // An unknown tool is a protocol error (MCP spec), unlike bad arguments to a known one.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${request.params.name}`);
    // Called inside a promise, so a bug that throws before the tool returns is caught here too.
    const answer = async () => {
      const result: ResultAsync<CallToolResult, ReadError> = tool.call(deps, request.params.arguments ?? {}, ctx);
      return result.match((toolResult) => toolResult, toolError);
    };
    return answer().catch((error: unknown) => {
      // Expected failures arrive as results; a throw is a bug. Logged in full, but its text (SQL,
      // internals) is not sent: the SDK would put it in the JSON-RPC error as it is.
      reportBug(error, request.params.name);
      throw new McpError(ErrorCode.InternalError, 'internal error; it has been logged');
    });
  });
  return server;
}

function logToStderr(error: unknown, tool: string): void {
  console.error(`[mcp] unexpected error in ${tool}:`, error);
}
