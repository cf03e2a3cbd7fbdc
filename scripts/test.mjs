#!/usr/bin/env node
// Runs the whole test suite against a real PostgreSQL server (and the Debian servers below).
// TEST_DATABASE_URL set: that server is used. Otherwise a throwaway cluster is created from
// Debian's PostgreSQL binaries (installed with apt-get when missing and running as root),
// started on a free loopback port for the run, and removed afterwards.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);

function log(message) {
  process.stderr.write(`[test] ${message}\n`);
}

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

// Debian packages the tests run for real: PostgreSQL, Redis (the shared rate-limit store) and
// Apertium APY with two language pairs (the translator). Each is checked by a file it installs.
const DEBIAN_PACKAGES = [
  { name: 'postgresql', present: () => findPostgresBin() !== null },
  { name: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
  { name: 'apertium-apy', present: () => existsSync('/usr/bin/apertium-apy') },
  { name: 'apertium-hbs-eng', present: () => existsSync('/usr/share/apertium/modes/hbs-eng.mode') },
  { name: 'apertium-rus-ukr', present: () => existsSync('/usr/share/apertium/modes/rus-ukr.mode') },
];

function installDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    throw new Error(`Missing Debian packages: ${missing.join(' ')}. Install them (apt-get install ${missing.join(' ')}) or run as root.`);
  }
  log(`installing from Debian packages: ${missing.join(' ')}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startCluster() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: initdb is not under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd, cmdArgs) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...cmdArgs], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), cmdArgs, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=256MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  log(`PostgreSQL ${bin.split('/').at(-2)} started on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

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
const vitest = spawn(vitestBin, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args], {
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
    process.stdout.write(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped\n`);
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
