import type { Command } from 'commander';
import { composeServices } from '@marketplace/server';
import { output, settle, withDatabase } from '../context.js';

export function photosCommand(program: Command): void {
  const photos = program.command('photos').description('uploaded photos');
  photos
    .command('gc')
    .description('delete photos no draft or advert used within 24 hours of upload (files and rows)')
    .option('--json', 'print the result as JSON')
    .action((o: { json?: boolean }) =>
      withDatabase(async (database, config) => {
        await database.migrate();
        const services = await composeServices(config, { database });
        const deleted = await settle(services.deleteUnusedPhotos());
        output(o.json, { deleted }, `Deleted ${deleted} unused photo${deleted === 1 ? '' : 's'}.`);
      }),
    );
}
