/**
 * @marketplace/mcp: the read-only MCP endpoint (four tools over Streamable HTTP), as a Hono
 * app the composition root mounts at /mcp.
 */
export { createMcpApp } from './app.js';
export type { McpDeps } from './deps.js';
