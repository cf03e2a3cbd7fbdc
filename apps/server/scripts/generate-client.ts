import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@marketplace/rest';
// The generator lives with the client package; the document lives with the REST app. Only an
// app may import both (packages never import apps).
import { generateSchemaTypes } from '../../../packages/client/src/generate.js';

/** The client's committed types file. */
export const SCHEMA_TYPES_FILE = fileURLToPath(new URL('../../../packages/client/src/schema.d.ts', import.meta.url));

/** The types as they would be generated now from the REST app's document. */
export const currentSchemaTypes = (): Promise<string> => generateSchemaTypes(buildOpenApiDocument());

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_TYPES_FILE, await currentSchemaTypes());
  console.log(`wrote ${SCHEMA_TYPES_FILE}`);
}
