import type { WebhookDrainReport } from '@marketplace/core';
import type { Services } from './compose.js';
import { startDrainLoop, type DrainerLog } from './drain-loop.js';
import { webhookDeliveriesTotal, webhookEventsSequencedTotal, webhookFailuresTotal } from './operations/metrics.js';

/** How often events and finished deliveries past the 30 days are deleted. */
export const EVENT_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Numbers owner events and delivers webhooks in this process: a round, then at once another while
 * rounds find work, else a pause of WEBHOOK_INTERVAL_MS. Every process runs it over the one
 * database (claims skip each other's deliveries, one sequencer at a time). `stop` waits for the
 * round in flight, so a graceful shutdown marks what it sent; a killed process's claims are taken
 * again when their lease runs out.
 */
export function startWebhookDrainer(
  services: Pick<Services, 'drainWebhooks' | 'pruneEvents' | 'webhookSettings' | 'clock'>,
  log: DrainerLog,
): { stop(): Promise<void>; wake(): void } {
  const report = (report: WebhookDrainReport) => {
    if (report.sequenced) webhookEventsSequencedTotal.inc(report.sequenced);
    if (report.delivered) webhookDeliveriesTotal.inc({ outcome: 'delivered' }, report.delivered);
    if (report.retried) webhookDeliveriesTotal.inc({ outcome: 'retried' }, report.retried);
    if (report.failed) webhookDeliveriesTotal.inc({ outcome: 'failed' }, report.failed);
    for (const [webhookId, failures] of report.failuresByWebhook) webhookFailuresTotal.inc({ webhook_id: webhookId }, failures);
    return report.delivered + report.retried + report.failed > 0;
  };
  return startDrainLoop(
    {
      name: 'webhook',
      drain: () => services.drainWebhooks(),
      report,
      prune: () => services.pruneEvents(),
      pruneEveryMs: EVENT_PRUNE_INTERVAL_MS,
      pruned: 'pruned owner events past 30 days',
      intervalMs: services.webhookSettings.intervalMs,
      now: () => services.clock.now().getTime(),
    },
    log,
  );
}
