import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { cli, cliWith } from './support/cli-process.js';

// Each call starts the CLI process (tsx, the whole composition root): seconds each on a busy
// machine, so these tests get room for several in a row.
describe('the operator CLI', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => test?.drop());

  it('manages users and keys, printing a key once as JSON', async () => {
    const user = await cli(test.url, 'users', 'create', '--email', 'shop@example.com', '--name', 'Sava Shop', '--plan', 'basic', '--business', 'Sava d.o.o.', '--json');
    expect(user.code).toBe(0);
    expect(JSON.parse(user.stdout)).toMatchObject({ email: 'shop@example.com', plan: 'basic', business: 'Sava d.o.o.' });

    const created = await cli(test.url, 'keys', 'create', '--user', 'shop@example.com', '--name', 'ci', '--scopes', 'adverts:read,profile:read', '--expires-in', '30d', '--json');
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout) as { id: string; key: string; scopes: string[]; expires_at: string };
    expect(Object.keys(key).sort()).toEqual(['expires_at', 'id', 'key', 'scopes']);
    expect(key.key).toMatch(/^mk_[0-9A-Za-z]{40}$/);

    const listed = await cli(test.url, 'keys', 'list', '--user', 'shop@example.com', '--json');
    expect(listed.stdout).not.toContain(key.key);
    expect(JSON.parse(listed.stdout)).toMatchObject([{ id: key.id, active: true, scopes: ['adverts:read', 'profile:read'], last_used_at: null }]);
    expect((await cli(test.url, 'keys', 'list', '--user', 'shop@example.com')).stdout).toContain('last used never');

    expect((await cli(test.url, 'users', 'set-plan', 'shop@example.com', 'pro')).stdout).toContain('plan pro');
    expect((await cli(test.url, 'users', 'block', 'shop@example.com')).stdout).toContain('BLOCKED');
    expect((await cli(test.url, 'keys', 'revoke', key.id, '--json')).stdout).toContain('"revoked":true');
  }, 120_000);

  it('fails with a message and exit code 1 on bad input', async () => {
    const bad = await cli(test.url, 'keys', 'create', '--user', 'nobody@example.com', '--name', 'x', '--scopes', 'adverts:read');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('not_found');
    const plan = await cli(test.url, 'users', 'create', '--email', 'x@example.com', '--name', 'X', '--plan', 'gold');
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain('plan');
  }, 60_000);

  it('seeds an empty database once, puts the photo pool into the photo directory and reports it as JSON', async () => {
    const photoDir = await mkdtemp(join(tmpdir(), 'cli-seed-photos-'));
    try {
      const seeded = await cliWith({ DATABASE_URL: test.url, PHOTO_DIR: photoDir }, 'seed', '--adverts', '50', '--seed', '9', '--json');
      expect(seeded.code).toBe(0);
      const summary = JSON.parse(seeded.stdout) as { photos: { pool: number; rendered: number } };
      expect(summary).toMatchObject({ seeded: true, adverts: 64, categories: 101 });
      expect(summary.photos.rendered).toBe(summary.photos.pool);
      expect(await readdir(photoDir)).toHaveLength(summary.photos.pool);
    } finally {
      await rm(photoDir, { recursive: true, force: true });
    }
    const again = await cli(test.url, 'seed', '--adverts', '50');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has adverts');
    // Directly as through the service: --force on a seeded database is refused before it writes.
    const forced = await cli(test.url, 'seed', '--adverts', '50', '--seed', '10', '--force');
    expect(forced.code).toBe(1);
    expect(forced.stderr).toMatch(/^error: the database is seeded already: .* with or without --force/);
  }, 60_000);
});
