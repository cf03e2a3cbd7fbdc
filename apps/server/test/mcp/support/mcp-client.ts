import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface McpConnection {
  readonly client: Client;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/**
 * The official MCP client over real HTTP to `${baseUrl}/mcp` (plus `query`, e.g. `?lang=de`).
 * Tools are listed once on connect, so the client checks every structured answer against the
 * tool's advertised output schema, as a careful assistant host would.
 */
export async function connectMcp(
  baseUrl: string,
  options: { query?: string; headers?: Record<string, string> } = {},
): Promise<McpConnection> {
  const client = new Client({ name: 'marketplace-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp${options.query ?? ''}`), {
    requestInit: { headers: options.headers ?? {} },
  });
  await client.connect(transport);
  await client.listTools();
  return {
    client,
    call: async (name, args = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: () => client.close(),
  };
}

/** The text blocks of an answer. */
export const texts = (result: CallToolResult): string[] =>
  result.content.flatMap((block) => (block.type === 'text' ? [block.text] : []));

export interface ErrorBody {
  error: { code: string; message?: string; field?: string };
}

/** The spec's Error shape carried by a tool error (its first text block). */
export function toolErrorOf(result: CallToolResult): ErrorBody['error'] {
  if (result.isError !== true) throw new Error(`expected a tool error, got ${JSON.stringify(result)}`);
  return (JSON.parse(texts(result)[0] ?? 'null') as ErrorBody).error;
}

/** The structured answer of a successful call. */
export function answerOf<T>(result: CallToolResult): T {
  if (result.isError) throw new Error(`expected an answer, got the tool error ${texts(result)[0]}`);
  return result.structuredContent as T;
}
