#!/usr/bin/env node
// Runs the whole test suite against a real PostgreSQL server (and the Debian servers below).
// TEST_DATABASE_URL set: that server is used. Otherwise a throwaway cluster is created from
// Debian's PostgreSQL binaries (installed with apt-get when missing and running as root),
// started on a free loopback port for the run, and removed afterwards.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDebianPackages, startCluster } from './pg-cluster.mjs';

const args = process.argv.slice(2);

installDebianPackages();
let cluster = null;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  cluster = await startCluster();
  url = cluster.url;
}
const stop = () => {
  if (cluster) {
    const c = cluster;
    cluster = null;
    c.stop();
  }
};
// A JSON report beside the usual output, to print one plain closing line that any CI can read.
const reportDir = mkdtempSync(join(tmpdir(), 'marketplace-report-'));
const reportFile = join(reportDir, 'vitest.json');
// vitest from the workspace's own install, so no pnpm needs to be on PATH.
const vitestBin = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'vitest');
// Two workers: vitest's default in a run is one fewer than the cores (one here, on two cores), and
// most test files wait on PostgreSQL, servers and child processes (602 s with one, 363 s with two).
const workers = args.some((a) => a.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=2', '--minWorkers=1'];
// The tests of each file run in a random order at a printed seed (decision 0048), what CI runs
// too since five whole shuffled runs in a row passed: a test that passes only after another one
// ran fails there, and reruns with TEST_SEED=<seed>. TEST_ORDER=written keeps the written order.
// Files keep vitest's order (slowest first): each has its own database. Any --sequence.shuffle or
// --sequence.seed passed is taken as given.
const passed = args.some((a) => a.startsWith('--sequence.shuffle'));
const shuffled = !passed && (process.env.TEST_ORDER !== 'written' || process.env.TEST_SEED !== undefined);
const seedAt = args.findIndex((a) => a.startsWith('--sequence.seed'));
const seedGiven = seedAt >= 0 ? (args[seedAt].split('=')[1] ?? args[seedAt + 1]) : undefined;
const seed = seedGiven ?? process.env.TEST_SEED ?? String(randomInt(1, 1_000_000));
const order = shuffled ? ['--sequence.shuffle.tests', ...(seedAt >= 0 ? [] : [`--sequence.seed=${seed}`])] : [];
const orderLine = shuffled
  ? `test order: shuffled inside each file, seed ${seed} (again: TEST_SEED=${seed} npx --yes pnpm@9.15.9 test)`
  : passed
    ? `test order: ${args.filter((a) => a.startsWith('--sequence.')).join(' ')}`
    : 'test order: as written (TEST_ORDER=written)';
process.stdout.write(`${orderLine}\n`);
const vitest = spawn(vitestBin, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...workers, ...order, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => vitest.kill(signal));
}
function printSummary() {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const skipped = report.numPendingTests + report.numTodoTests;
    const brokenFiles = report.numFailedTestSuites ? `, ${report.numFailedTestSuites} files failed` : '';
    process.stdout.write(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped${brokenFiles}\n${orderLine}\n`);
  } catch {
    process.stdout.write('\ntests: no report was written\n');
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}
vitest.on('exit', (code, signal) => {
  stop();
  printSummary();
  process.exit(code ?? (signal ? 1 : 0));
});
