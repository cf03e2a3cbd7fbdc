import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, isJSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with the params of a tools/call, in a sentence; null when they have a tool name
 * and, if any, arguments that are an object (MCP: `arguments` may be left out, meaning none).
 */
export function toolCallParamsProblem(params: unknown): string | null {
  if (!isObject(params) || typeof params.name !== 'string') return 'tools/call needs params with the name of the tool to call';
  if (params.arguments !== undefined && !isObject(params.arguments)) {
    return 'the arguments of tools/call must be an object of named arguments, or left out';
  }
  return null;
}

/**
 * Answers a tools/call whose params are malformed (arguments null, an array or a string; no tool
 * name) with JSON-RPC -32602 invalid params and a short message, as an unknown tool is answered,
 * before the SDK sees it: its own check answers -32603 internal error with the validator's dump.
 * Each message of a batch is judged on its own.
 */
export function refuseMalformedToolCalls(transport: Transport): void {
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const problem = isJSONRPCRequest(message) && message.method === 'tools/call' ? toolCallParamsProblem(message.params) : null;
    if (problem === null || !isJSONRPCRequest(message)) return deliver?.(message, extra);
    void transport.send({ jsonrpc: '2.0', id: message.id, error: { code: ErrorCode.InvalidParams, message: problem } });
  };
}
