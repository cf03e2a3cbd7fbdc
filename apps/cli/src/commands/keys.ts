import type { Command } from 'commander';
import { output, runCommand } from '../context.js';

export function keysCommand(program: Command): void {
  const keys = program.command('keys').description('manage API keys (at most 5 active per account)');
  keys
    .command('create')
    .description('create a key; it is printed once and only its fingerprint is stored')
    .requiredOption('--user <email>', 'the owner\'s email')
    .requiredOption('--name <name>', 'a name to recognize the key by')
    .requiredOption('--scopes <list>', 'comma-separated: adverts:read,adverts:write,chats:read,chats:write,profile:read')
    .option('--expires-in <lifetime>', 'lifetime like 30d, 12h or 90m (default: no expiry)')
    .option('--json', 'print {"id","key","scopes","expires_at"}')
    .action(async (o: { user: string; name: string; scopes: string; expiresIn?: string; json?: boolean }) => {
      const created = await runCommand('keys.create', {
        email: o.user,
        name: o.name,
        scopes: o.scopes.split(',').map((s) => s.trim()).filter(Boolean),
        expires_in: o.expiresIn ?? null,
      });
      output(
        o.json,
        created,
        `Key ${created.id} (shown once, store it now):\n${created.key}\nscopes: ${created.scopes.join(', ')}; expires: ${created.expires_at ?? 'never'}`,
      );
    });
  keys
    .command('list')
    .description('list a user\'s keys (no secrets)')
    .requiredOption('--user <email>', 'the owner\'s email')
    .option('--json', 'print the keys as JSON')
    .action(async (o: { user: string; json?: boolean }) => {
      const data = await runCommand('keys.list', { email: o.user });
      output(
        o.json,
        data,
        data.length === 0
          ? 'No keys.'
          : data
              .map((k) => `${k.id}  ${k.prefix}…  ${k.active ? 'active ' : 'inactive'}  ${k.name}  [${k.scopes.join(',')}]  last used ${k.last_used_at ?? 'never'}`)
              .join('\n'),
      );
    });
  keys
    .command('revoke <id>')
    .description('revoke a key; it fails on its next request')
    .option('--json', 'print the result as JSON')
    .action(async (id: string, o: { json?: boolean }) => {
      const revoked = await runCommand('keys.revoke', { key_id: id });
      output(o.json, revoked, `Revoked ${revoked.id}.`);
    });
}
