import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@marketplace/adapters-postgres';

/**
 * Copies of the embedded database (decision 0050): the server dumps PGlite's data directory at
 * start and every EMBEDDED_BACKUP_INTERVAL_MINUTES into DATA_DIR/backups/, keeping the newest
 * EMBEDDED_BACKUPS_KEPT; `pnpm cli restore-embedded` brings one back.
 */
export const backupsDir = (dataDir: string) => join(dataDir, 'backups');
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

const NAME = /^pglite-(\d{8}T\d{6}(?:\d{3})?Z)\.tar\.gz$/;

export interface BackupFile {
  readonly file: string;
  readonly bytes: number;
  readonly takenAt: string;
}

/** The backups in DATA_DIR/backups, newest first. */
export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const dir = backupsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = await Promise.all(
    names
      .filter((name) => NAME.test(name))
      .map(async (name) => {
        const file = join(dir, name);
        const info = await stat(file);
        return { file, bytes: info.size, takenAt: info.mtime.toISOString() };
      }),
  );
  return found.sort((a, b) => basename(b.file).localeCompare(basename(a.file)));
}

const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

/**
 * Dumps the open embedded database into DATA_DIR/backups (a temporary name renamed when
 * complete: a crash leaves no half file under a backup's name) and deletes all but the newest
 * `keep`. Returns the new backup.
 */
export async function takeBackup(database: Database, dataDir: string, keep: number, now: Date): Promise<BackupFile> {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up by the service');
  const dir = backupsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const dump = await database.dumpDataDir();
  const file = join(dir, `pglite-${stamp(now)}.tar.gz`);
  const partial = `${file}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  await rename(partial, file);
  const all = await listBackups(dataDir);
  await Promise.all(all.slice(keep).map((old) => rm(old.file, { force: true })));
  return all.find((b) => b.file === file) ?? { file, bytes: dump.size, takenAt: now.toISOString() };
}

/**
 * Replaces DATA_DIR/pglite with `file` (a backup): the current directory is moved aside to
 * DATA_DIR/pglite.replaced-<time> (never deleted), the backup is opened as a new data directory
 * and checked with a query. The caller holds DATA_DIR's lock.
 */
export async function restoreBackup(dataDir: string, file: string, now: Date): Promise<{ restored: string; previous: string | null }> {
  const blob = new Blob([await readFile(file)]);
  const target = pgliteDir(dataDir);
  const staging = `${target}.restoring`;
  await rm(staging, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: staging, loadDataDir: blob });
  try {
    await database.query(sql`select count(*) from pg_class`);
  } finally {
    await database.close();
  }
  let previous: string | null = null;
  if (existsSync(target)) {
    previous = `${target}.replaced-${stamp(now)}`;
    await rename(target, previous);
  }
  await rename(staging, target);
  return { restored: resolve(file), previous };
}
