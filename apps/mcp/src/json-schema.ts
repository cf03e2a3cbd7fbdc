import { z } from 'zod';

/** The JSON Schema MCP wants for a tool's input or output: an object at the root. */
export interface ToolJsonSchema {
  readonly type: 'object';
  readonly properties?: Record<string, object>;
  readonly required?: string[];
  readonly [keyword: string]: unknown;
}

interface Converted {
  readonly $ref?: string;
  readonly definitions?: Record<string, Record<string, unknown>>;
  readonly [keyword: string]: unknown;
}

const DEFINITIONS = '#/definitions/';

/**
 * A root schema carrying a registry id (`.meta({ id: 'Advert' })`) comes out as a bare `$ref`
 * into `definitions`, but MCP requires `type: "object"` at the root: the referenced definition
 * is inlined there. The definitions stay, because nested references (the recursive category
 * node) still point into them.
 */
function inlineRoot({ $ref, ...rest }: Converted): Converted {
  const definition = $ref?.startsWith(DEFINITIONS) ? rest.definitions?.[$ref.slice(DEFINITIONS.length)] : undefined;
  if (!definition) throw new Error(`cannot inline the root reference ${String($ref)}`);
  return { ...rest, ...definition };
}

/**
 * Converts a core zod schema the way the SDK's own McpServer does (draft-07, `io` per
 * direction), so the advertised schema is derived from the one definition, never rewritten.
 */
export function toolJsonSchema(schema: z.ZodType, io: 'input' | 'output'): ToolJsonSchema {
  const converted = z.toJSONSchema(schema, { target: 'draft-7', io }) as Converted;
  const root = converted.$ref === undefined ? converted : inlineRoot(converted);
  if (root.type !== 'object') throw new Error(`a tool schema must describe an object, got ${JSON.stringify(root.type)}`);
  return root as ToolJsonSchema;
}
