import type { Command } from 'commander';
import { output, settle, withAdmin } from '../context.js';

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
    .action((o: { user: string; name: string; scopes: string; expiresIn?: string; json?: boolean }) =>
      withAdmin(async (admin) => {
        const created = await settle(
          admin.createKey({
            email: o.user,
            name: o.name,
            scopes: o.scopes.split(',').map((s) => s.trim()).filter(Boolean),
            expires_in: o.expiresIn ?? null,
          }),
        );
        output(
          o.json,
          created,
          `Key ${created.id} (shown once, store it now):\n${created.key}\nscopes: ${created.scopes.join(', ')}; expires: ${created.expires_at ?? 'never'}`,
        );
      }),
    );
  keys
    .command('list')
    .description('list a user\'s keys (no secrets)')
    .requiredOption('--user <email>', 'the owner\'s email')
    .option('--json', 'print the keys as JSON')
    .action((o: { user: string; json?: boolean }) =>
      withAdmin(async (admin) => {
        const list = await settle(admin.listKeys({ email: o.user }));
        const data = list.map((k) => ({
          id: k.id, name: k.name, prefix: k.displayPrefix, scopes: k.scopes, active: k.active,
          created_at: k.createdAt.toISOString(), expires_at: k.expiresAt?.toISOString() ?? null,
          revoked_at: k.revokedAt?.toISOString() ?? null, last_used_at: k.lastUsedAt?.toISOString() ?? null,
        }));
        output(
          o.json,
          data,
          data.length === 0
            ? 'No keys.'
            : data
                .map((k) => `${k.id}  ${k.prefix}…  ${k.active ? 'active ' : 'inactive'}  ${k.name}  [${k.scopes.join(',')}]  last used ${k.last_used_at ?? 'never'}`)
                .join('\n'),
        );
      }),
    );
  keys
    .command('revoke <id>')
    .description('revoke a key; it fails on its next request')
    .option('--json', 'print the result as JSON')
    .action((id: string, o: { json?: boolean }) =>
      withAdmin(async (admin) => {
        const revoked = await settle(admin.revokeKey({ key_id: id }));
        output(o.json, { ...revoked, revoked: true }, `Revoked ${revoked.id}.`);
      }),
    );
}
