import type { Command } from 'commander';
import type { UserWire } from '@marketplace/server';
import { output, runCommand } from '../context.js';

const line = (user: UserWire) =>
  `${user.email} (${user.id}) plan ${user.plan}${user.business ? `, business "${user.business}"` : ''}${user.blocked_at ? ', BLOCKED' : ''}`;

export function usersCommand(program: Command): void {
  const users = program.command('users').description('manage user accounts');
  users
    .command('create')
    .description('create a user, optionally with a business storefront')
    .requiredOption('--email <email>', 'login email (unique)')
    .requiredOption('--name <name>', 'full name; the first word is shown on private adverts')
    .option('--plan <plan>', 'free | basic | plus | pro', 'free')
    .option('--business <name>', 'business storefront name')
    .option('--json', 'print the user as JSON')
    .action(async (o: { email: string; name: string; plan: string; business?: string; json?: boolean }) => {
      const user = await runCommand('users.create', { email: o.email, name: o.name, plan: o.plan, business: o.business ?? null });
      output(o.json, user, `Created ${line(user)}`);
    });
  users
    .command('set-plan <email> <plan>')
    .description('change a user\'s plan (free | basic | plus | pro)')
    .option('--json', 'print the user as JSON')
    .action(async (email: string, plan: string, o: { json?: boolean }) => {
      const user = await runCommand('users.set-plan', { email, plan });
      output(o.json, user, `Plan set: ${line(user)}`);
    });
  for (const [name, blocked] of [['block', true], ['unblock', false]] as const) {
    users
      .command(`${name} <email>`)
      .description(blocked ? 'block a user: every key answers 401 invalid_api_key' : 'unblock a user')
      .option('--json', 'print the user as JSON')
      .action(async (email: string, o: { json?: boolean }) => {
        const user = await runCommand(blocked ? 'users.block' : 'users.unblock', { email });
        output(o.json, user, `${blocked ? 'Blocked' : 'Unblocked'}: ${line(user)}`);
      });
  }
}
