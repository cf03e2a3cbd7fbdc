import type { Command } from 'commander';
import { DELIVERY_STATUSES } from '@marketplace/core';
import type { DeliveryWire } from '@marketplace/server';
import { CommandError, output, runCommand } from '../context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const line = (r: DeliveryWire) =>
  `${r.delivery_id}  ${r.status.padEnd(9)}  attempts ${r.attempts}  ${r.type}  ${r.url}` +
  (r.last_error ? `  last: ${r.last_status_code ?? '-'} ${r.last_error.slice(0, 120)}` : '');

/** Operators' view of the webhook queue: list deliveries, send failed ones again. */
export function webhooksCommand(program: Command): void {
  const webhooks = program.command('webhooks').description('webhook deliveries in the queue');
  webhooks
    .command('list')
    .description('list deliveries, newest first')
    .option('--status <status>', `only ${DELIVERY_STATUSES.join(', ')}`)
    .option('--limit <n>', 'at most this many (1-1000)', '50')
    .option('--json', 'print the deliveries as JSON')
    .action(async (o: { status?: string; limit: string; json?: boolean }) => {
      if (o.status !== undefined && !(DELIVERY_STATUSES as readonly string[]).includes(o.status)) {
        throw new CommandError(`invalid_arguments: --status must be one of ${DELIVERY_STATUSES.join(', ')}`);
      }
      const limit = Number(o.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new CommandError('invalid_arguments: --limit must be 1-1000');
      const data = await runCommand('webhooks.list', { limit, ...(o.status ? { status: o.status as (typeof DELIVERY_STATUSES)[number] } : {}) });
      output(o.json, data, data.length === 0 ? 'No deliveries.' : data.map(line).join('\n'));
    });
  webhooks
    .command('retry [delivery_id]')
    .description('send a failed (or waiting) delivery again now, with a fresh count of attempts')
    .option('--failed', 'every failed delivery')
    .option('--json', 'print the result as JSON')
    .action(async (id: string | undefined, o: { failed?: boolean; json?: boolean }) => {
      if ((id === undefined) === (o.failed !== true)) throw new CommandError('invalid_arguments: give a delivery id or --failed');
      if (id !== undefined && !UUID.test(id)) throw new CommandError('invalid_arguments: the delivery id is a uuid');
      const { retried } = await runCommand('webhooks.retry', id === undefined ? {} : { id });
      output(o.json, { retried }, `Queued ${retried} deliver${retried === 1 ? 'y' : 'ies'} again.`);
    });
}
