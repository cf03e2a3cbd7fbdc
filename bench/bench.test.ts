import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';

/**
 * The CI smoke run of `pnpm bench`: 10,000 adverts, fractions of a second per row. It checks
 * that the harness works end to end (seed, both ceilings, the service under load, the report); the
 * figures of a run on a shared CI machine are not judged here.
 */
describe('pnpm bench --smoke', () => {
  let test: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await test?.drop();
  });

  it('seeds, measures every operation, the keyword classes, the index and both ceilings without errors, and writes the JSON and the chart', async () => {
    const out = join(dir, 'smoke');
    // Asynchronously: a synchronous wait of two minutes would block this worker's replies to vitest.
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--smoke', '--database-url', test.url, '--out', out]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // About a minute on a quiet machine (fractions of a second a row); 4 min 41 s was seen on a loaded one before the rows were cut.
      const timer = setTimeout(() => child.kill('SIGKILL'), 420_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr });
      });
    });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(readFileSync(`${out}.json`, 'utf8'));
    expect(report.settings.adverts).toBe(10_000);
    expect(report.settings.activeAdverts).toBeGreaterThan(9_000);
    expect(report.operations.map((o: { name: string }) => o.name)).toEqual([
      'search_adverts',
      'get_advert',
      'get_categories',
      'get_storefront',
      'mcp_search_adverts',
    ]);
    for (const operation of report.operations) {
      expect(operation.requests, operation.name).toBeGreaterThan(0);
      expect(operation.errors, operation.name).toBe(0);
      expect(operation.latencyMs.p95, operation.name).toBeGreaterThanOrEqual(operation.latencyMs.p50);
      expect(operation.rpsToHelloWorld, operation.name).toBeGreaterThan(0);
      expect(operation.peakRssMb, operation.name).toBeGreaterThan(0);
      expect(operation.peakRssMb, operation.name).toBeLessThanOrEqual(report.servicePeakRssMb);
    }
    // The public reads beside their ceilings (issue 25): every read at 1 and 16 clients, no errors.
    expect(report.reads.rows.map((r: { read: string }) => r.read)).toEqual(['get_advert', 'get_categories', 'get_storefront', 'search, absent word', 'search, realistic mix']);
    for (const row of report.reads.rows) {
      for (const r of [row.one, row.many]) {
        expect(r.requests, row.read).toBeGreaterThan(0);
        expect(r.errors, row.read).toBe(0);
      }
    }
    expect(report.reads.ceilings.helloOne.requestsPerSecond).toBeGreaterThan(0);
    expect(report.ceilings.helloWorld.requests).toBeGreaterThan(0);
    expect(report.ceilings.dataLayerSearch.requests).toBeGreaterThan(0);
    expect(report.ceilings.dataLayerSearch.errors).toBe(0);
    expect(report.servicePeakRssMb).toBeGreaterThan(0);
    expect(report.targets.map((t: { name: string }) => t.name)).toEqual([
      'search p95, 1 client, every row',
      'search p95, 16 clients, every row',
      'searches/s, realistic mix, 16 clients',
      'index build at start',
      'index memory per million adverts',
      'search p95',
      'get_advert throughput',
      'errors',
      'service peak RSS',
      '/healthz during a runtime rebuild, max',
    ]);
    // A runtime rebuild beside requests: probed until the service counted it, every probe answered.
    expect(report.rebuild.rebuildSeconds).toBeGreaterThan(0);
    for (const probe of [report.rebuild.healthz, report.rebuild.search]) {
      expect(probe.probes).toBeGreaterThan(0);
      expect(probe.failed).toBe(0);
    }
    // The keyword-class rows: through HTTP at both client counts and through the index alone, without errors.
    const rows = report.search.rows as { name: string; one: { requests: number; errors: number }; many: { requests: number; errors: number }; native: { requests: number }; wasm: { requests: number } }[];
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['common word, newest', 'absent word, newest', 'category only, newest']));
    for (const row of rows) {
      expect(row.one.requests, row.name).toBeGreaterThan(0);
      expect(row.many.errors + row.one.errors, row.name).toBe(0);
      expect(row.native.requests, row.name).toBeGreaterThan(0);
      expect(row.wasm.requests, row.name).toBeGreaterThan(0);
    }
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['two-letter word, warm', 'three-letter word, warm']));
    // The short-prefix rows: first uses, many different, and another client's search beside them.
    const prefixes = report.shortPrefixes;
    expect(prefixes.firstUse.two.words).toBeGreaterThan(0);
    expect(prefixes.firstUse.three.words).toBeGreaterThan(0);
    expect(prefixes.firstUse.two.p95).toBeGreaterThan(0);
    expect(prefixes.many.requests).toBeGreaterThan(0);
    expect(prefixes.many.errors + prefixes.whileComputed.background.errors).toBe(0);
    expect(prefixes.whileComputed.probe.requests).toBeGreaterThan(0);
    expect(run.stdout).toContain("| another client's search while short words are computed |");
    // The first build uses the native bitmaps where they installed, the second WebAssembly.
    expect(report.search.indexes.map((i: { bitmaps: string }) => i.bitmaps)[1]).toBe('roaring-wasm');
    expect(report.search.indexes[0].adverts).toBe(report.settings.activeAdverts);
    // The summary table on stdout, and a chart with a bar per operation and ceiling.
    expect(run.stdout).toContain('| get_storefront |');
    const svg = readFileSync(`${out}.svg`, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('mcp_search_adverts');
    expect(existsSync(`${out}.json`)).toBe(true);
  }, 450_000);
});
