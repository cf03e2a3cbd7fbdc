import type { Command } from 'commander';
import { output, withDatabase } from '../context.js';

export function migrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('apply the database migrations (idempotent)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async (database) => {
        await database.migrate();
        output(options.json, { migrated: true, database: database.kind }, `Migrations applied (${database.kind}).`);
      });
    });
}
