import type { Command } from 'commander';
import type { UserRecord } from '@marketplace/core';
import { output, settle, withAdmin } from '../context.js';

const shown = (user: UserRecord) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  plan: user.plan,
  business: user.businessName,
  blocked_at: user.blockedAt?.toISOString() ?? null,
});

const line = (user: UserRecord) =>
  `${user.email} (${user.id}) plan ${user.plan}${user.businessName ? `, business "${user.businessName}"` : ''}${user.blockedAt ? ', BLOCKED' : ''}`;

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
    .action((o: { email: string; name: string; plan: string; business?: string; json?: boolean }) =>
      withAdmin(async (admin) => {
        const user = await settle(admin.createUser({ email: o.email, name: o.name, plan: o.plan, business: o.business ?? null }));
        output(o.json, shown(user), `Created ${line(user)}`);
      }),
    );
  users
    .command('set-plan <email> <plan>')
    .description('change a user\'s plan (free | basic | plus | pro)')
    .option('--json', 'print the user as JSON')
    .action((email: string, plan: string, o: { json?: boolean }) =>
      withAdmin(async (admin) => {
        const user = await settle(admin.setPlan({ email, plan }));
        output(o.json, shown(user), `Plan set: ${line(user)}`);
      }),
    );
  for (const [name, blocked] of [['block', true], ['unblock', false]] as const) {
    users
      .command(`${name} <email>`)
      .description(blocked ? 'block a user: every key answers 401 invalid_api_key' : 'unblock a user')
      .option('--json', 'print the user as JSON')
      .action((email: string, o: { json?: boolean }) =>
        withAdmin(async (admin) => {
          const user = await settle(admin.setBlocked({ email }, blocked));
          output(o.json, shown(user), `${blocked ? 'Blocked' : 'Unblocked'}: ${line(user)}`);
        }),
      );
  }
}
