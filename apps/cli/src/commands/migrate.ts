import type { Command } from 'commander';
import { output, runCommand } from '../context.js';

export function migrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('apply the database migrations (idempotent)')
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      const result = await runCommand('migrate', {});
      output(options.json, result, `Migrations applied (${result.database}).`);
    });
}
