import type { Command } from 'commander';
import type { DeliveryStatus, OperatorDeliveryRecord } from '@marketplace/core';
import { DrizzleWebhookOutbox } from '@marketplace/adapters-postgres';
import { systemClock } from '@marketplace/server';
import { CommandError, output, settle, withDatabase } from '../context.js';

const STATUSES: readonly DeliveryStatus[] = ['pending', 'failed', 'delivered'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const wire = (r: OperatorDeliveryRecord) => ({
  delivery_id: r.id,
  webhook_id: r.webhookId,
  owner_id: r.ownerId,
  url: r.url,
  event_id: r.eventId,
  type: r.type,
  status: r.status,
  attempts: r.attempts,
  last_status_code: r.lastStatusCode,
  last_error: r.lastError,
  next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

const line = (r: ReturnType<typeof wire>) =>
  `${r.delivery_id}  ${r.status.padEnd(9)}  attempts ${r.attempts}  ${r.type}  ${r.url}` +
  (r.last_error ? `  last: ${r.last_status_code ?? '-'} ${r.last_error.slice(0, 120)}` : '');

async function withOutbox<T>(run: (outbox: DrizzleWebhookOutbox) => Promise<T>): Promise<T> {
  return withDatabase(async (database) => {
    await database.migrate();
    return run(new DrizzleWebhookOutbox(database));
  });
}

/** Operators' view of the webhook queue: list deliveries, send failed ones again. */
export function webhooksCommand(program: Command): void {
  const webhooks = program.command('webhooks').description('webhook deliveries in the queue');
  webhooks
    .command('list')
    .description('list deliveries, newest first')
    .option('--status <status>', `only ${STATUSES.join(', ')}`)
    .option('--limit <n>', 'at most this many (1-1000)', '50')
    .option('--json', 'print the deliveries as JSON')
    .action((o: { status?: string; limit: string; json?: boolean }) =>
      withOutbox(async (outbox) => {
        if (o.status !== undefined && !STATUSES.includes(o.status as DeliveryStatus)) {
          throw new CommandError(`invalid_arguments: --status must be one of ${STATUSES.join(', ')}`);
        }
        const limit = Number(o.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new CommandError('invalid_arguments: --limit must be 1-1000');
        const rows = await settle(outbox.list({ limit, ...(o.status ? { status: o.status as DeliveryStatus } : {}) }));
        const data = rows.map(wire);
        output(o.json, data, data.length === 0 ? 'No deliveries.' : data.map(line).join('\n'));
      }),
    );
  webhooks
    .command('retry [delivery_id]')
    .description('send a failed (or waiting) delivery again now, with a fresh count of attempts')
    .option('--failed', 'every failed delivery')
    .option('--json', 'print the result as JSON')
    .action((id: string | undefined, o: { failed?: boolean; json?: boolean }) =>
      withOutbox(async (outbox) => {
        if ((id === undefined) === (o.failed !== true)) throw new CommandError('invalid_arguments: give a delivery id or --failed');
        if (id !== undefined && !UUID.test(id)) throw new CommandError('invalid_arguments: the delivery id is a uuid');
        const retried = await settle(outbox.retry(id === undefined ? 'all_failed' : { ids: [id] }, systemClock.now()));
        if (id !== undefined && retried === 0) throw new CommandError(`not_found: no failed or waiting delivery ${id}`);
        output(o.json, { retried }, `Queued ${retried} deliver${retried === 1 ? 'y' : 'ies'} again.`);
      }),
    );
}
