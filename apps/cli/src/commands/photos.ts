import type { Command } from 'commander';
import { output, runCommand } from '../context.js';

export function photosCommand(program: Command): void {
  const photos = program.command('photos').description('uploaded photos');
  photos
    .command('gc')
    .description('delete photos no draft or advert used within 24 hours of upload (files and rows)')
    .option('--json', 'print the result as JSON')
    .action(async (o: { json?: boolean }) => {
      const { deleted } = await runCommand('photos.gc', {});
      output(o.json, { deleted }, `Deleted ${deleted} unused photo${deleted === 1 ? '' : 's'}.`);
    });
}
