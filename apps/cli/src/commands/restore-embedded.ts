import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { listBackups, restoreBackup } from '@marketplace/server';
import { CommandError, output, withDataDirAlone } from '../context.js';

export function restoreEmbeddedCommand(program: Command): void {
  program
    .command('restore-embedded')
    .description('replace the embedded database (DATA_DIR/pglite) with a backup from DATA_DIR/backups; the service must be stopped')
    .option('--from <file>', 'the backup to restore (default: the newest in DATA_DIR/backups)')
    .option('--list', 'list the backups, newest first, and change nothing')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nThe directory replaced is moved aside to DATA_DIR/pglite.replaced-<time>, never deleted.')
    .action((o: { from?: string; list?: boolean; json?: boolean }) =>
      withDataDirAlone('cli restore-embedded', async (config) => {
        const backups = await listBackups(config.dataDir);
        if (o.list) {
          output(o.json, backups, backups.length === 0 ? 'No backups.' : backups.map((b) => `${b.file}  ${b.bytes} bytes  taken ${b.takenAt}`).join('\n'));
          return;
        }
        const file = o.from ?? backups[0]?.file;
        if (file === undefined) throw new CommandError(`not_found: no backup in ${config.dataDir}/backups (the service takes one at each start)`);
        if (!existsSync(file)) throw new CommandError(`not_found: no backup file ${file}`);
        const restored = await restoreBackup(config.dataDir, file, new Date());
        output(
          o.json,
          restored,
          `Restored ${restored.restored}.${restored.previous ? ` The replaced database is kept in ${restored.previous}.` : ''} Start the service again.`,
        );
      }),
    );
}
