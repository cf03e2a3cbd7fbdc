import openapiTS, { astToString } from 'openapi-typescript';

const BANNER = [
  '/**',
  ' * Types of the marketplace REST API, generated from its OpenAPI document by',
  ' * `pnpm client:generate` (apps/server/scripts/generate-client.ts). Do not edit by hand:',
  ' * a test fails when this file and the served document disagree.',
  ' */',
  '',
].join('\n');

/** The TypeScript types (`paths`, `components`, `operations`) of an OpenAPI 3.1 document. */
export async function generateSchemaTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    exportType: false,
  });
  return `${BANNER}${astToString(ast)}`;
}
