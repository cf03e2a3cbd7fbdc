import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, envSchema } from '../../src/config.js';

/**
 * The configuration is tabled once, in docs/operations.md, and this test holds the table to the
 * schema the server parses (apps/server/src/config.ts): a setting added to the schema without a
 * row fails here, and so does a row for a setting that is gone, or a default that changed.
 */
const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const ROW = /^\| `([A-Z0-9_]+)` \| ([^|]*) \|/;
const rowsOf = (text: string) =>
  text.split('\n').flatMap((line) => {
    const match = ROW.exec(line);
    return match ? [{ name: match[1]!, default: match[2]!.trim() }] : [];
  });

const operations = read('docs/operations.md');
const table = rowsOf(operations.slice(operations.indexOf('## Configuration')));

describe('the configuration table (docs/operations.md)', () => {
  it('has one row per setting of the schema, and none for anything else', () => {
    expect([...table.map((row) => row.name)].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('is the only table of settings: the README and the rest of the docs link to it', () => {
    const settings = new Set<string>(ENV_VARIABLES);
    const elsewhere = [read('README.md'), operations.slice(0, operations.indexOf('## Configuration'))]
      .flatMap(rowsOf)
      .filter((row) => settings.has(row.name));
    expect(elsewhere).toEqual([]);
  });

  it.each(ENV_VARIABLES)('gives %s the schema’s default', (name) => {
    const fallback = envSchema.shape[name].safeParse(undefined);
    const documented = table.find((row) => row.name === name)?.default ?? '';
    if (fallback.success && fallback.data !== undefined) {
      expect(documented).toBe(`\`${String(fallback.data)}\``);
    } else {
      // No default in the schema: unset, or one the start computes (named with a $).
      expect(documented).toMatch(/^(unset|`[^`]*\$[^`]*`)/);
    }
  });
});
