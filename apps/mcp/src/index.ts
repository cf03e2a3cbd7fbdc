/**
 * @marketplace/mcp: the read-only MCP endpoint (four tools over Streamable HTTP), as a Hono
 * app the composition root mounts at /mcp.
 */
export { createMcpApp } from './app.js';
export { READ_TOOLS } from './tools/index.js';
export type { McpDeps } from './deps.js';
