import type { Command } from 'commander';
import { fromMinorUnits, type NotificationRecord, type NotificationStatus } from '@marketplace/core';
import { DrizzleNotificationOutbox } from '@marketplace/adapters-postgres';
import { systemClock } from '@marketplace/server';
import { CommandError, output, settle, withDatabase } from '../context.js';

const STATUSES: readonly NotificationStatus[] = ['pending', 'failed', 'delivered'];

const iso = (at: Date | null) => at?.toISOString() ?? null;

const wire = (r: NotificationRecord) => ({
  id: r.id,
  status: r.status,
  user_id: r.userId,
  advert_id: r.advertId,
  currency: r.currency,
  old_price: fromMinorUnits(r.oldPriceMinor, r.currency),
  new_price: fromMinorUnits(r.newPriceMinor, r.currency),
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: iso(r.createdAt),
  next_attempt_at: iso(r.nextAttemptAt),
  delivered_at: iso(r.deliveredAt),
  failed_at: iso(r.failedAt),
});

const line = (r: ReturnType<typeof wire>) =>
  `${r.id}  ${r.status.padEnd(9)}  attempts ${r.attempts}  user ${r.user_id}  advert ${r.advert_id}  ${r.old_price} -> ${r.new_price} ${r.currency}` +
  (r.last_error ? `  last error: ${r.last_error}` : '');

async function withOutbox<T>(run: (outbox: DrizzleNotificationOutbox) => Promise<T>): Promise<T> {
  return withDatabase(async (database) => {
    await database.migrate();
    return run(new DrizzleNotificationOutbox(database));
  });
}

export function notificationsCommand(program: Command): void {
  const notifications = program.command('notifications').description('price-drop notifications in the outbox');
  notifications
    .command('list')
    .description('list notifications, newest first')
    .option('--status <status>', `only ${STATUSES.join(', ')}`)
    .option('--limit <n>', 'at most this many (1-1000)', '50')
    .option('--json', 'print the notifications as JSON')
    .action((o: { status?: string; limit: string; json?: boolean }) =>
      withOutbox(async (outbox) => {
        if (o.status !== undefined && !STATUSES.includes(o.status as NotificationStatus)) {
          throw new CommandError(`invalid_arguments: --status must be one of ${STATUSES.join(', ')}`);
        }
        const limit = Number(o.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new CommandError('invalid_arguments: --limit must be 1-1000');
        const rows = await settle(outbox.list({ limit, ...(o.status ? { status: o.status as NotificationStatus } : {}) }));
        const data = rows.map(wire);
        output(o.json, data, data.length === 0 ? 'No notifications.' : data.map(line).join('\n'));
      }),
    );
  notifications
    .command('retry [id]')
    .description('send a failed (or waiting) notification again now, with a fresh count of attempts')
    .option('--failed', 'every failed notification')
    .option('--json', 'print the result as JSON')
    .action((id: string | undefined, o: { failed?: boolean; json?: boolean }) =>
      withOutbox(async (outbox) => {
        if ((id === undefined) === (o.failed !== true)) throw new CommandError('invalid_arguments: give a notification id or --failed');
        if (id !== undefined && !/^[1-9][0-9]{0,17}$/.test(id)) throw new CommandError('invalid_arguments: the id is a positive number');
        const retried = await settle(outbox.retry(id === undefined ? 'all_failed' : { ids: [Number(id)] }, systemClock.now()));
        if (id !== undefined && retried === 0) throw new CommandError(`not_found: no failed or waiting notification ${id}`);
        output(o.json, { retried }, `Queued ${retried} notification${retried === 1 ? '' : 's'} for delivery.`);
      }),
    );
}
