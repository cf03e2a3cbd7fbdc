#!/usr/bin/env node
// `pnpm build:check`: the production build runs, both where it was built and as the image installs
// it. Builds (scripts/build.mjs); starts `node dist/bin/server.js` in the checkout (its
// dist/node_modules links this install's packages) and runs `node dist/bin/cli.js` beside it;
// then makes the production install the Dockerfile makes (`pnpm deploy --prod`, hoisted, no dev
// dependencies) in a temporary directory and starts the server there. Each server runs on the
// embedded database: /readyz 200, /docs and a search answer, SIGTERM stops it with 0. Prints the
// time to ready and the idle RSS of the process. Removes what it made.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster.mjs';
import { startNodeFlags } from './start-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'marketplace-build-'));
const app = join(work, 'app');
const fail = (message) => {
  process.stderr.write(`build check failed: ${message}\n`);
  process.exitCode = 1;
};
const withoutDatabaseUrl = ({ DATABASE_URL: _unused, ...env }) => env;
const pnpm = (args) => execFileSync('npx', ['--yes', 'pnpm@9.15.9', ...args], { cwd: root, stdio: 'inherit' });

/** Starts the compiled server in `cwd` on its own data directory, checks it, runs `beside`, stops it. */
async function serve(label, cwd, dataDir, beside = async () => {}) {
  const port = await freePort();
  const started = performance.now();
  const env = { ...withoutDatabaseUrl(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_ADVERTS: '50', LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, [...startNodeFlags(), 'dist/bin/server.js'], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  let ready = false;
  while (!ready && server.exitCode === null && performance.now() - started < 180_000) {
    ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200, () => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!ready) {
    fail(`${label}: /readyz did not answer 200`);
  } else {
    const docs = await fetch(`http://127.0.0.1:${port}/docs/assets/swagger-ui-bundle.js`);
    const search = await fetch(`http://127.0.0.1:${port}/api/v1/adverts?limit=1`);
    if (docs.status !== 200) fail(`${label}: /docs/assets/swagger-ui-bundle.js answered ${docs.status}`);
    if (search.status !== 200) fail(`${label}: a search answered ${search.status}`);
    await beside(env);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    process.stdout.write(`compiled server (${label}): ready after ${seconds} s, idle RSS ${Math.round(Number(rss) / 1024)} MiB\n`);
  }
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`${label}: the server exited with ${code} after SIGTERM`);
}

try {
  pnpm(['build']);
  // Where it was built: the README's `pnpm build` then `node dist/bin/server.js`.
  await serve('in the checkout', root, join(work, 'data-checkout'), async (env) => {
    try {
      const out = execFileSync(process.execPath, ['dist/bin/cli.js', 'users', 'create', '--email', 'build-check@example.com', '--name', 'Build', '--json'], { cwd: root, env, encoding: 'utf8' });
      if (JSON.parse(out).email !== 'build-check@example.com') fail(`in the checkout: the CLI printed ${out}`);
    } catch (error) {
      fail(`in the checkout: node dist/bin/cli.js users create failed: ${error.stderr ?? error.message}`);
    }
  });
  // As the image installs it.
  pnpm(['--filter', '@marketplace/cli', 'deploy', '--prod', '--config.node-linker=hoisted', app]);
  cpSync(join(root, 'dist'), join(app, 'dist'), { recursive: true, filter: (source) => !source.startsWith(join(root, 'dist', 'node_modules')) });
  await serve('production install', app, join(work, 'data'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
