import { Command } from 'commander';
import { ConfigError } from '@marketplace/server';
import { CommandError } from './context.js';
import { restoreEmbeddedCommand } from './commands/restore-embedded.js';
import { migrateCommand } from './commands/migrate.js';
import { seedCommand } from './commands/seed.js';
import { usersCommand } from './commands/users.js';
import { keysCommand } from './commands/keys.js';
import { photosCommand } from './commands/photos.js';
import { notificationsCommand } from './commands/notifications.js';

/** `pnpm cli <command>`: the operator's commands, in the service's environment. */
const program = new Command('cli').description('marketplace operator commands').showHelpAfterError();
migrateCommand(program);
seedCommand(program);
usersCommand(program);
keysCommand(program);
photosCommand(program);
notificationsCommand(program);
restoreEmbeddedCommand(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommandError || error instanceof ConfigError) {
    console.error(`error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
