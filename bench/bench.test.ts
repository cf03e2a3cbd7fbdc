import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';

/**
 * The CI smoke run of `pnpm bench`: 10,000 adverts, a couple of seconds per operation. It checks
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

  it('seeds, measures every operation and both ceilings without errors, and writes the JSON and the chart', () => {
    const out = join(dir, 'smoke');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--smoke', '--database-url', test.url, '--out', out], {
      encoding: 'utf8',
      timeout: 240_000,
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
    expect(report.ceilings.helloWorld.requests).toBeGreaterThan(0);
    expect(report.ceilings.dataLayerSearch.requests).toBeGreaterThan(0);
    expect(report.ceilings.dataLayerSearch.errors).toBe(0);
    expect(report.servicePeakRssMb).toBeGreaterThan(0);
    expect(report.targets.map((t: { name: string }) => t.name)).toEqual(['search p95', 'get_advert throughput', 'errors', 'service peak RSS']);
    // The summary table on stdout, and a chart with a bar per operation and ceiling.
    expect(run.stdout).toContain('| get_storefront |');
    const svg = readFileSync(`${out}.svg`, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('mcp_search_adverts');
    expect(existsSync(`${out}.json`)).toBe(true);
  }, 300_000);
});
