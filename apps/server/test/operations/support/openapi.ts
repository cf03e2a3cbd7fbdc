import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * A JSON Schema 2020-12 validator over an OpenAPI document, to check live answers against the
 * document's response schemas. Ajv is the engine @seriousme/openapi-schema-validator (a dev
 * dependency) validates documents with; it is loaded from there rather than declared twice.
 */

type Json = Record<string, unknown>;

interface AjvInstance {
  addSchema(schema: object, key: string): unknown;
  validate(schema: object, data: unknown): boolean;
  errorsText(errors?: unknown): string;
  errors?: unknown;
}

const validatorPackage = realpathSync(
  fileURLToPath(new URL('../../../node_modules/@seriousme/openapi-schema-validator/index.js', import.meta.url)),
);
const requireFromValidator = createRequire(validatorPackage);
const Ajv2020 = (requireFromValidator('ajv/dist/2020') as { default: new (options: object) => AjvInstance }).default;
const addFormats = (requireFromValidator('ajv-formats') as { default: (ajv: AjvInstance) => void }).default;

/** `/my/adverts/{advert_id}:archive` as a pattern over concrete paths. */
const pathPattern = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const pointer = (...segments: string[]) => segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export interface Conformance {
  /** The documented operation of a request; throws when none matches. */
  operationOf(method: string, path: string): { template: string; operation: Json };
  /** Problems with one live answer against the document (empty: it conforms). */
  problems(method: string, path: string, status: number, body: unknown): string[];
  /** Problems with a value against a schema named by a pointer into the document. */
  check(schemaPointer: string, value: unknown): string[];
}

const DOCUMENT_ID = 'https://marketplace.test/openapi.json';

export function conformance(document: Json): Conformance {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const paths = document.paths as Record<string, Record<string, Json>>;

  const check = (schemaPointer: string, value: unknown): string[] =>
    ajv.validate({ $ref: `${DOCUMENT_ID}#${schemaPointer}` }, value) ? [] : [ajv.errorsText(ajv.errors)];

  const operationOf = (method: string, path: string) => {
    const template = Object.keys(paths).find((t) => pathPattern(t).test(path) && paths[t]?.[method.toLowerCase()]);
    const operation = template ? paths[template]?.[method.toLowerCase()] : undefined;
    if (!template || !operation) throw new Error(`no documented operation for ${method} ${path}`);
    return { template, operation };
  };

  return {
    operationOf,
    check,
    problems(method, path, status, body) {
      const { template, operation } = operationOf(method, path);
      const responses = operation.responses as Record<string, Json>;
      const response = responses[String(status)];
      if (!response) return [`${operation.operationId} does not document status ${status}`];
      const problems = check(
        `/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`,
        body,
      );
      if (status >= 400) {
        const examples = ((response.content as Json)['application/json'] as Json).examples as Json;
        const code = (body as { error?: { code?: string } }).error?.code ?? '';
        if (!Object.hasOwn(examples, code)) problems.push(`${operation.operationId} does not list ${code} under ${status}`);
      }
      return problems;
    },
  };
}
