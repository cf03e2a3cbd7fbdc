import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Database } from './db.js';

const journal = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The migrations this build ships, oldest first, from drizzle's journal. */
export function shippedMigrations(folder: string = MIGRATIONS_FOLDER): { tag: string; when: number }[] {
  return journal.parse(JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'))).entries;
}

/**
 * Migrations of this build not yet applied to the database (their tags), judged as drizzle's
 * migrator does: by the creation time of the last applied one. Asked on the probe connection
 * (`Database.probe`): throws when the database cannot be reached, not when it is busy; a
 * database never migrated has every migration pending.
 */
export async function pendingMigrations(database: Database, folder?: string): Promise<string[]> {
  const shipped = shippedMigrations(folder);
  const [table] = await database.probe<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return shipped.map((m) => m.tag);
  const [last] = await database.probe<{ created_at: string | number | null }>(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const appliedUntil = last?.created_at === null || last?.created_at === undefined ? -1 : Number(last.created_at);
  return shipped.filter((m) => m.when > appliedUntil).map((m) => m.tag);
}
