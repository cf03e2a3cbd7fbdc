#!/usr/bin/env node
// `pnpm build:check`: the production build runs. Builds (scripts/build.mjs), makes the production
// install the Dockerfile makes (`pnpm deploy --prod`, hoisted, no dev dependencies) in a temporary
// directory, starts `node dist/bin/server.js` there on the embedded database, waits for /readyz 200,
// reads /docs and a search, stops it with SIGTERM (exit 0 expected) and removes the directory.
// Prints the time to ready and the idle RSS of the process.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster.mjs';
import { productionInstall } from './production-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'marketplace-build-'));
const app = join(work, 'app');
const fail = (message) => {
  process.stderr.write(`build check failed: ${message}\n`);
  process.exitCode = 1;
};
const withoutDatabaseUrl = ({ DATABASE_URL: _unused, ...env }) => env;

try {
  productionInstall(root, app);
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/bin/server.js'], {
    cwd: app,
    env: { ...withoutDatabaseUrl(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), SEED_ADVERTS: '50', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  let ready = false;
  while (!ready && server.exitCode === null && performance.now() - started < 180_000) {
    ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200, () => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!ready) {
    fail('/readyz did not answer 200');
  } else {
    const docs = await fetch(`http://127.0.0.1:${port}/docs/assets/swagger-ui-bundle.js`);
    const search = await fetch(`http://127.0.0.1:${port}/api/v1/adverts?limit=1`);
    if (docs.status !== 200) fail(`/docs/assets/swagger-ui-bundle.js answered ${docs.status}`);
    if (search.status !== 200) fail(`a search answered ${search.status}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    process.stdout.write(`compiled server: ready after ${seconds} s, idle RSS ${Math.round(Number(rss) / 1024)} MiB\n`);
  }
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`the server exited with ${code} after SIGTERM`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
