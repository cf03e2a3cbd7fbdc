import type { Command } from 'commander';
import { NOTIFICATION_STATUSES, type NotificationWire } from '@marketplace/server';
import { CommandError, output, runCommand } from '../context.js';

const line = (r: NotificationWire) =>
  `${r.id}  ${r.status.padEnd(9)}  attempts ${r.attempts}  user ${r.user_id}  advert ${r.advert_id}  ${r.old_price} -> ${r.new_price} ${r.currency}` +
  (r.last_error ? `  last error: ${r.last_error}` : '');

export function notificationsCommand(program: Command): void {
  const notifications = program.command('notifications').description('price-drop notifications in the outbox');
  notifications
    .command('list')
    .description('list notifications, newest first')
    .option('--status <status>', `only ${NOTIFICATION_STATUSES.join(', ')}`)
    .option('--limit <n>', 'at most this many (1-1000)', '50')
    .option('--json', 'print the notifications as JSON')
    .action(async (o: { status?: string; limit: string; json?: boolean }) => {
      if (o.status !== undefined && !(NOTIFICATION_STATUSES as readonly string[]).includes(o.status)) {
        throw new CommandError(`invalid_arguments: --status must be one of ${NOTIFICATION_STATUSES.join(', ')}`);
      }
      const limit = Number(o.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new CommandError('invalid_arguments: --limit must be 1-1000');
      const data = await runCommand('notifications.list', { limit, ...(o.status ? { status: o.status } : {}) });
      output(o.json, data, data.length === 0 ? 'No notifications.' : data.map(line).join('\n'));
    });
  notifications
    .command('retry [id]')
    .description('send a failed (or waiting) notification again now, with a fresh count of attempts')
    .option('--failed', 'every failed notification')
    .option('--json', 'print the result as JSON')
    .action(async (id: string | undefined, o: { failed?: boolean; json?: boolean }) => {
      if ((id === undefined) === (o.failed !== true)) throw new CommandError('invalid_arguments: give a notification id or --failed');
      if (id !== undefined && !/^[1-9][0-9]{0,17}$/.test(id)) throw new CommandError('invalid_arguments: the id is a positive number');
      const { retried } = await runCommand('notifications.retry', id === undefined ? {} : { id: Number(id) });
      output(o.json, { retried }, `Queued ${retried} notification${retried === 1 ? '' : 's'} for delivery.`);
    });
}
