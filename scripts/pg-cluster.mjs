// A throwaway PostgreSQL cluster from Debian's binaries on a free loopback port, and the Debian
// packages the tests and the benchmark run for real. Used by scripts/test.mjs and bench/run.ts.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installWithoutUpgrades } from './debian-packages.mjs';

function log(message) {
  process.stderr.write(`[pg] ${message}\n`);
}

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

// Debian packages the tests run for real: PostgreSQL, Redis (the shared rate-limit store),
// Apertium APY with two language pairs (the translator) and Chromium (the /docs page in a real
// browser). Each is checked by a file it installs.
const DEBIAN_PACKAGES = [
  { name: 'postgresql', present: () => findPostgresBin() !== null },
  { name: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
  { name: 'apertium-apy', present: () => existsSync('/usr/bin/apertium-apy') },
  { name: 'apertium-hbs-eng', present: () => existsSync('/usr/share/apertium/modes/hbs-eng.mode') },
  { name: 'apertium-rus-ukr', present: () => existsSync('/usr/share/apertium/modes/rus-ukr.mode') },
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
];

/** Whether dpkg has the package installed (a package removed but not purged does not count). */
function dpkgInstalled(name) {
  const query = spawnSync('dpkg-query', ['-W', '-f=${db:Status-Status}', name], { encoding: 'utf8' });
  return query.status === 0 && query.stdout.trim() === 'installed';
}

/**
 * Installs the packages that are missing, and only those, upgrading nothing the host has installed
 * (scripts/debian-packages.mjs: simulated first, installed dependencies pinned, else refused).
 */
export function installDebianPackages() {
  const missing = missingDebianPackages();
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    throw new Error(`Missing Debian packages: ${missing.join(' ')}. Install them (apt-get install ${missing.join(' ')}) or run as root.`);
  }
  log(`installing from Debian packages: ${missing.join(' ')}…`);
  installWithoutUpgrades(missing, log);
}

/** The test packages this host lacks. */
export function missingDebianPackages() {
  return DEBIAN_PACKAGES.filter((p) => !p.present() && !dpkgInstalled(p.name)).map((p) => p.name);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; `stop()` shuts it down and removes its files. */
export async function startCluster(settings = {}) {
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
    // Extra server settings, e.g. { shared_buffers: '2GB' } for the benchmark; later ones win.
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  log(`PostgreSQL ${bin.split('/').at(-2)} started on 127.0.0.1:${port}`);
  // Asynchronous, so that the load a test drives keeps running while pg_ctl waits.
  const pgCtl = (...args) =>
    new Promise((resolve, reject) => {
      const [cmd, cmdArgs] = asPostgres
        ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, ...args]]
        : [join(bin, 'pg_ctl'), ['-D', data, ...args]];
      execFile(cmd, cmdArgs, (error) => (error ? reject(error) : resolve()));
    });
  const logFile = join(dir, 'server.log');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // For the restart tests and `pnpm chaos` on a cluster of their own, never the shared one.
    restart: () => pgCtl('-o', options, '-l', logFile, '-m', 'fast', '-w', 'restart'),
    halt: () => pgCtl('-m', 'fast', '-w', 'stop'),
    resume: () => pgCtl('-o', options, '-l', logFile, '-w', 'start'),
    stop: () => {
      try {
        // Not running after halt(): nothing to stop, the files still go.
        if (spawnSync(asPostgres ? 'runuser' : join(bin, 'pg_ctl'), [...(asPostgres ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []), '-D', data, 'status']).status === 0) {
          run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

