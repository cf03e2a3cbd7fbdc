import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@marketplace/adapters-postgres';

/**
 * The newcomer's flow of issue 22 with real processes on one embedded data directory: a server
 * runs, every CLI command beside it goes through that server (its change visible to the server
 * at once) or refuses naming it; a second server refuses; after a SIGKILL the next process takes
 * the lock; every row survives restarts; a backup restores to an equal database.
 */
const execute = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;
const dataDir = mkdtempSync(join(tmpdir(), 'embedded-cli-'));
// No DATABASE_URL: the embedded database, as a newcomer runs it.
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  SEED_ADVERTS: '0',
  EMBEDDED_BACKUP_INTERVAL_MINUTES: '0',
  LOG_LEVEL: 'info',
};

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execute(tsx, ['apps/cli/src/main.ts', ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
const json = async <T>(...args: string[]): Promise<T> => {
  const ran = await cli(...args, '--json');
  expect(ran.stderr + ran.stdout).not.toContain('error:');
  expect(ran.code).toBe(0);
  return JSON.parse(ran.stdout) as T;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

/** The start command's program on `dataDir`; `ready` false: resolves as soon as it runs. */
async function startServer(ready = true): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
  if (!ready) return server;
  const deadline = Date.now() + 90_000;
  // Ready for the operator too: its endpoint is announced once migrated and seeded.
  while (!(await fetch(`${server.baseUrl}/readyz`).then((r) => r.ok, () => false)) || !output.includes('operator endpoint')) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready in 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

const me = (server: Server, key: string) => fetch(`${server.baseUrl}/api/v1/me`, { headers: { Authorization: `Bearer ${key}` } });

/** Every row of the tables the flow writes, as text: two equal databases give equal snapshots. */
async function snapshot(): Promise<Record<string, string>> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const out: Record<string, string> = {};
    for (const table of ['users', 'api_keys', 'adverts', 'categories', 'photos']) {
      const [row] = await database.query<{ rows: number; digest: string | null }>(
        sql.raw(`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
      );
      out[table] = `${row!.rows}:${row!.digest}`;
    }
    return out;
  } finally {
    await database.close();
  }
}

// One newcomer's flow in steps, over one data directory and one server process (starting a server
// costs seconds): each step continues from the state the one before it left, which is what this
// file tests (rows kept across CLI commands, a restart, a SIGKILL and a restore). So its steps run
// in the written order even when the suite shuffles (decision 0048).
describe('the CLI beside a server on the embedded database', { shuffle: false }, () => {
  let server: Server;
  let key: { id: string; key: string };
  let before: Record<string, string>;

  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(async () => {
    if (server) await stop(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the holder and keeps the operator secret readable by its owner only', () => {
    const holder = JSON.parse(readFileSync(join(dataDir, 'embedded.lock.json'), 'utf8')) as { pid: number; kind: string };
    expect(holder).toMatchObject({ pid: server.child.pid, kind: 'server' });
    expect(statSync(join(dataDir, 'operator.secret')).mode & 0o777).toBe(0o600);
  });

  it('takes operator requests only with the secret, and checks each argument', async () => {
    const secret = readFileSync(join(dataDir, 'operator.secret'), 'utf8').trim();
    const post = (path: string, body: string, authorization = `Bearer ${secret}`, method = 'POST') =>
      new Promise<{ status: number; body: { error?: { code: string; message: string }; result?: unknown } }>((resolve, reject) => {
        const req = request({ socketPath: join(dataDir, 'operator.sock'), path, method, headers: { authorization } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never }));
        });
        req.on('error', reject);
        req.end(body);
      });
    expect(await post('/v1/commands/keys.list', '{"email":"x@example.com"}', '')).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    expect((await post('/v1/commands/keys.list', '{}', `Bearer ${secret.slice(1)}x`)).status).toBe(401);
    expect(await post('/v1/commands/drop.database', '{}')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await post('/v1/commands/migrate', '', undefined, 'GET')).toMatchObject({ status: 405, body: { error: { code: 'method_not_allowed' } } });
    expect(await post('/v1/commands/migrate', '{')).toMatchObject({ status: 400, body: { error: { code: 'invalid_json' } } });
    expect(await post('/v1/commands/migrate', JSON.stringify({ pad: 'x'.repeat(70_000) }))).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
    const unknown = await post('/v1/commands/keys.list', '{"email":"x@example.com","colour":"red"}');
    expect(unknown).toMatchObject({ status: 422, body: { error: { code: 'command_failed', message: expect.stringMatching(/^invalid_arguments: colour: /) } } });
    const wrongType = await post('/v1/commands/notifications.list', '{"limit":"ten"}');
    expect(wrongType).toMatchObject({ status: 422, body: { error: { message: expect.stringMatching(/^invalid_arguments: limit: /) } } });
    expect(await post('/v1/commands/keys.list', '{"email":"nobody@example.com"}')).toMatchObject({ status: 422, body: { error: { message: expect.stringMatching(/^not_found: /) } } });
    expect(await post('/v1/commands/migrate', '{}')).toEqual({ status: 200, body: { result: { migrated: true, database: 'pglite' } } });
  });

  it('runs users and keys commands through the server, each visible to it at once', async () => {
    expect(await json('migrate')).toEqual({ migrated: true, database: 'pglite' });
    const user = await json<{ email: string; plan: string }>('users', 'create', '--email', 'x1@example.com', '--name', 'X1');
    expect(user).toMatchObject({ email: 'x1@example.com', plan: 'free', blocked_at: null });
    key = await json('keys', 'create', '--user', 'x1@example.com', '--name', 'laptop', '--scopes', 'profile:read');
    expect((await me(server, key.key)).status).toBe(200);

    expect(await json('users', 'set-plan', 'x1@example.com', 'pro')).toMatchObject({ plan: 'pro' });
    expect(await (await me(server, key.key)).json()).toMatchObject({ plan: 'pro' });
    expect(await json('users', 'block', 'x1@example.com')).toMatchObject({ blocked_at: expect.any(String) });
    expect((await me(server, key.key)).status).toBe(401);
    expect(await json('users', 'unblock', 'x1@example.com')).toMatchObject({ blocked_at: null });
    expect((await me(server, key.key)).status).toBe(200);

    const listed = await cli('keys', 'list', '--user', 'x1@example.com');
    expect(listed.stdout).toMatch(new RegExp(`^${key.id}  mk_\\w+…  active   laptop  \\[profile:read\\]  last used 20`));
    // A refusal of the use case comes back as the same error line and exit code.
    const taken = await cli('users', 'create', '--email', 'x1@example.com', '--name', 'Again');
    expect(taken).toMatchObject({ code: 1 });
    expect(taken.stderr).toContain('error: email_taken');
  }, 240_000);

  it('seeds (refused: the start put demo data in), collects photos and lists notifications through the server', async () => {
    // Refused by the server's own check, with the CLI's message and exit code, nothing written.
    const seed = await cli('seed', '--adverts', '20');
    expect(seed).toMatchObject({ code: 1, stdout: '' });
    expect(seed.stderr).toBe('error: the database already has adverts; use --force to seed it anyway (refused too while it holds an earlier seed)\n');
    // --force on a seeded database: refused before anything is written (its rows of fixed ids
    // would clash), with the same message as directly, not the database's error.
    const forced = await cli('seed', '--adverts', '20', '--seed', '2', '--force');
    expect(forced).toMatchObject({ code: 1, stdout: '' });
    expect(forced.stderr).toMatch(/^error: the database is seeded already: .* with or without --force; to start over, seed an empty database/);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    expect(await json('photos', 'gc')).toEqual({ deleted: 0 });
    expect(await json('notifications', 'list')).toEqual([]);
    expect(await json('notifications', 'retry', '--failed')).toEqual({ retried: 0 });
    const missing = await cli('notifications', 'retry', '99');
    expect(missing.stderr).toContain('error: not_found: no failed or waiting notification 99');
  }, 240_000);

  it('refuses what cannot go through the server, naming its pid, and a second server at once', async () => {
    const restore = await cli('restore-embedded');
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`in use by the running service (pid ${server.child.pid}`);
    expect(restore.stderr).toContain('stop the service first');

    const second = await startServer(false);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by the running service (pid ${server.child.pid}`);
    // The first one is untouched.
    expect((await me(server, key.key)).status).toBe(200);
  }, 120_000);

  it('keeps every row across a restart, and a SIGKILLed holder leaves no stuck lock', async () => {
    await stop(server);
    before = await snapshot();
    expect(before.users).toMatch(/^[1-9]/);
    server = await startServer();
    expect((await me(server, key.key)).status).toBe(200);
    expect(await json('keys', 'list', '--user', 'x1@example.com')).toMatchObject([{ id: key.id, active: true }]);
    await stop(server, 'SIGKILL');
    // The lock directory and the dead holder's record are left behind; the CLI takes the lock.
    const revoked = await json<{ id: string; revoked: boolean }>('keys', 'revoke', key.id);
    expect(revoked).toMatchObject({ id: key.id, revoked: true });
    server = await startServer();
    expect((await me(server, key.key)).status).toBe(401);
  }, 300_000);

  it('restores a backup to an equal database, also when the data directory is damaged', async () => {
    // The server backed the database up at its start; no write since.
    await stop(server);
    before = await snapshot();
    const listed = await json<{ file: string }[]>('restore-embedded', '--list');
    expect(listed.length).toBeGreaterThanOrEqual(1);

    // Damage: the control file is gone; the start names the backup and the command.
    rmSync(join(dataDir, 'pglite', 'global', 'pg_control'));
    const broken = await startServer(false);
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain(`The newest backup is ${listed[0]!.file}`);
    expect(broken.output()).toContain('pnpm cli restore-embedded');

    const restored = await json<{ restored: string; previous: string }>('restore-embedded');
    expect(restored.restored).toBe(listed[0]!.file);
    expect(restored.previous).toMatch(/pglite\.replaced-/);
    expect(await snapshot()).toEqual(before);
    server = await startServer();
    expect((await me(server, key.key)).status).toBe(401);
  }, 300_000);
});
