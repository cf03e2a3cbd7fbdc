import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedData, tables } from '@marketplace/adapters-postgres';
import { aSeller, testId } from '@marketplace/core/testing';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

/** `pnpm cli photos gc`: the same cleanup as the server's interval, run by an operator. */
describe('cli photos gc', () => {
  let test: TestDatabase;
  let photoDir: string;
  const owner = aSeller({ firstName: 'Gita' });
  const DAY = 24 * 60 * 60 * 1000;
  const photo = (key: string, createdAt: Date, usedAt: Date | null) => ({
    id: testId(),
    ownerId: owner.id,
    storageKey: `${key}.jpg`,
    thumbnailKey: `${key}.thumb.webp`,
    contentType: 'image/jpeg',
    width: 1,
    height: 1,
    bytes: 1,
    createdAt,
    usedAt,
  });

  beforeAll(async () => {
    test = await createTestDatabase();
    photoDir = mkdtempSync(join(tmpdir(), 'marketplace-gc-'));
    await loadSeedData(test.database, { users: [owner] });
    const now = Date.now();
    await test.database.db.insert(tables.photos).values([
      photo('old-unused', new Date(now - 2 * DAY), null),
      photo('old-used', new Date(now - 2 * DAY), new Date(now - DAY)),
      photo('fresh-unused', new Date(now - DAY / 2), null),
    ]);
    for (const key of ['old-unused', 'old-used', 'fresh-unused']) {
      writeFileSync(join(photoDir, `${key}.jpg`), 'x');
      writeFileSync(join(photoDir, `${key}.thumb.webp`), 'x');
    }
  });
  afterAll(async () => {
    await test?.drop();
    rmSync(photoDir, { recursive: true, force: true });
  });

  it('deletes only photos unused for 24 hours, rows and files, and reports how many', async () => {
    const env = { ...process.env, DATABASE_URL: test.url, PHOTO_DIR: photoDir };
    const { stdout } = await run(tsx, ['apps/cli/src/main.ts', 'photos', 'gc', '--json'], { cwd: root, env });
    expect(JSON.parse(stdout)).toEqual({ deleted: 1 });
    const keys = (await test.database.db.select().from(tables.photos)).map((p) => p.storageKey).sort();
    expect(keys).toEqual(['fresh-unused.jpg', 'old-used.jpg']);
    expect(existsSync(join(photoDir, 'old-unused.jpg'))).toBe(false);
    expect(existsSync(join(photoDir, 'old-unused.thumb.webp'))).toBe(false);
    expect(existsSync(join(photoDir, 'old-used.jpg'))).toBe(true);
    expect(existsSync(join(photoDir, 'fresh-unused.jpg'))).toBe(true);
    const again = await run(tsx, ['apps/cli/src/main.ts', 'photos', 'gc'], { cwd: root, env });
    expect(again.stdout).toContain('Deleted 0 unused photos.');
  });
});
