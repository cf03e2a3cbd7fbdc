import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
  }
}

/** What drizzle's PGlite handle exposes of its client: the dump of the data folder. */
interface PgliteClientOf {
  readonly $client: { dumpDataDir(compression: 'none'): Promise<Blob> };
}

/**
 * Migrates one in-memory PGlite database per run and dumps its data folder; each test file starts
 * its own database from the dump (`loadDataDir`), which skips initdb and the migrations (about 12 s
 * per file on a busy machine, against 3-4 s for the load).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await (database.db as unknown as PgliteClientOf).$client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
