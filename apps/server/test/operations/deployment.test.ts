import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startNodeFlags } from '../../../../scripts/start-command.mjs';
import { ENV_VARIABLES } from '../../src/config.js';

/**
 * The deployment files, checked without a Docker engine: the compose file parses and gives every
 * app container every variable the service reads (the list comes from config.ts itself, so a
 * variable added there fails here until it is deployed and documented), and the Dockerfile keeps
 * its basics (multi-stage, Node 20, non-root, the start command, a health check).
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  command?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, service]) => service.build !== undefined);

describe('compose.yaml', () => {
  it('runs several app replicas, PostgreSQL, Redis and an S3-compatible store', () => {
    expect(services.app?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.postgres?.image).toMatch(/^postgres:1[5-9]/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(appServices.map(([name]) => name).sort()).toEqual(['app', 'init']);
  });

  it.each(ENV_VARIABLES)('gives every app container %s', (variable) => {
    for (const [name, service] of appServices) {
      expect(Object.keys(service.environment ?? {}), `${name} sets ${variable}`).toContain(variable);
    }
  });

  it('points the replicas at the shared stores, not at anything inside one container', () => {
    const env = services.app?.environment ?? {};
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379/0');
    expect(env.RATE_LIMIT_STORE).toBe('redis');
    expect(env.PHOTO_STORE).toBe('s3');
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    // Replicas never seed (they would race); the one-shot init job migrates and seeds first.
    expect(env.SEED_ADVERTS).toBe('0');
    expect(services.app?.depends_on?.init).toEqual({ condition: 'service_completed_successfully' });
    expect(services.init?.command).toEqual(['sh', 'deploy/init.sh']);
    const init = read('deploy/init.sh');
    expect(init).toMatch(/^cli migrate$/m);
    // Demo data only into an empty database: a second `up` must not fail the job.
    expect(init).toMatch(/already has adverts/);
  });

  it('lets a replica drain before Docker kills it', () => {
    const grace = Number(/^(\d+)s$/.exec(services.app?.stop_grace_period ?? '')?.[1]);
    expect(grace).toBeGreaterThan(Number(services.app?.environment?.SHUTDOWN_TIMEOUT_SECONDS));
  });

  it('balances over the replicas through the proxy configuration it mounts', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/server app:8080/);
    expect(nginx).toMatch(/X-Request-Id \$request_id/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split('\n').filter((line) => /^FROM /.test(line));
  const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('is multi-stage on Node 20', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20[.\w-]*$/m);
    expect(stages.every((line) => /^FROM (\$\{NODE_IMAGE\}|deps)( AS \w+)?$/.test(line))).toBe(true);
  });

  it('runs the start command as a non-root user, with a health check', () => {
    expect(last).toMatch(/^USER (node|\d{4,})$/m);
    // The compiled output (scripts/build.mjs writes dist/bin/server.js), never TypeScript, with
    // the node flags `pnpm start` gives it (decision 0077).
    const flags = startNodeFlags();
    expect(flags.some((flag) => flag.startsWith('--max-semi-space-size='))).toBe(true);
    const command = /^CMD (\[.*\])$/m.exec(last)?.[1];
    expect(JSON.parse(command ?? 'null')).toEqual(['node', ...flags, 'dist/bin/server.js']);
    expect(read('scripts/build.mjs')).toContain("server: 'apps/server/src/main.ts'");
    expect(last).not.toMatch(/tsx/);
    expect(read('deploy/init.sh')).toMatch(/dist\/bin\/cli\.js/);
  });

  it('compiles in a build stage and copies only the production install and dist/ into the runtime', () => {
    expect(dockerfile).toMatch(/pnpm build/);
    expect(dockerfile).toMatch(/deploy --prod/);
    expect(last).toMatch(/^COPY --from=build --chown=node:node \/prod \/app$/m);
    expect(last.match(/^COPY /gm)).toHaveLength(1);
    expect(last).toMatch(/^HEALTHCHECK .*\/healthz/ms);
    expect(last).toMatch(/^EXPOSE 8080$/m);
  });

  it('installs from the lockfile with every workspace package manifest', () => {
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/);
    const workspaces = ['packages', 'apps'].flatMap((dir) =>
      readdirSync(`${ROOT}${dir}`).filter((name) => existsSync(`${ROOT}${dir}/${name}/package.json`)).map((name) => `${dir}/${name}`),
    );
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it('copies the patches of patched dependencies before installing (the install fails without them)', () => {
    const manifest = JSON.parse(read('package.json')) as { pnpm?: { patchedDependencies?: Record<string, string> } };
    const patches = Object.values(manifest.pnpm?.patchedDependencies ?? {});
    expect(patches.length).toBeGreaterThan(0);
    const install = dockerfile.indexOf('pnpm install --frozen-lockfile');
    const copied = dockerfile.indexOf('COPY patches/ patches/');
    expect(copied).toBeGreaterThan(-1);
    expect(copied).toBeLessThan(install);
    for (const patch of patches) {
      expect(patch.startsWith('patches/')).toBe(true);
      expect(existsSync(`${ROOT}${patch}`)).toBe(true);
    }
  });
});

describe('the install message of the bitmap addon', () => {
  const dockerfile = read('Dockerfile');
  // pnpm's shims put its hidden hoisting directory on NODE_PATH: the check must find only what
  // the workspace itself resolves.
  const env = { ...process.env, NODE_PATH: '' };

  it('runs the root postinstall from a file the image copies before installing', () => {
    const manifest = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const script = /^node (scripts\/[\w.-]+\.mjs)$/.exec(manifest.scripts.postinstall ?? '')?.[1];
    expect(script).toBeDefined();
    const copied = dockerfile.indexOf(`COPY ${script} scripts/`);
    expect(copied).toBeGreaterThan(-1);
    expect(copied).toBeLessThan(dockerfile.indexOf('pnpm install --frozen-lockfile'));
  });

  it('says the WebAssembly fallback is in use when the native roaring addon cannot load, and never fails the install', () => {
    // A workspace whose package wants the addon, without it installed: as after a failed build.
    const workspace = mkdtempSync(join(tmpdir(), 'bitmaps-check-'));
    try {
      mkdirSync(join(workspace, 'packages', 'search'), { recursive: true });
      writeFileSync(join(workspace, 'packages', 'search', 'package.json'), JSON.stringify({ name: 'search', optionalDependencies: { roaring: '^2.7.0' } }));
      const missing = spawnSync(process.execPath, [`${ROOT}scripts/bitmaps-check.mjs`, workspace], { encoding: 'utf8', env });
      expect(missing.status).toBe(0);
      expect(missing.stdout).toMatch(/WebAssembly fallback \(roaring-wasm\)/);
      expect(missing.stdout).toMatch(/why: Cannot find module 'roaring'/);
      expect(missing.stdout).toMatch(/pnpm install --force/);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
    // This checkout: the message names whichever library the service will load here.
    const here = spawnSync(process.execPath, [`${ROOT}scripts/bitmaps-check.mjs`], { encoding: 'utf8', env });
    expect(here.status).toBe(0);
    expect(here.stdout).toMatch(/native roaring addon is installed|WebAssembly fallback/);
  });
});

describe('docs', () => {
  it('documents every variable in the one table of docs/operations.md, which the README links', () => {
    expect(read('README.md')).toContain('(docs/operations.md#configuration)');
    const operations = read('docs/operations.md');
    for (const variable of ENV_VARIABLES) expect(operations, `operations.md tables ${variable}`).toContain(`| \`${variable}\` |`);
  });
});
