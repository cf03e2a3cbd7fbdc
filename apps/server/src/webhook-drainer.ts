import type { WebhookDrainReport } from '@marketplace/core';
import type { Services } from './compose.js';
import type { DrainerLog } from './notification-drainer.js';
import { webhookDeliveriesTotal, webhookEventsSequencedTotal, webhookFailuresTotal } from './operations/metrics.js';

/** How often events and finished deliveries past the 30 days are deleted. */
export const EVENT_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

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
  let stopped = false;
  let wake: (() => void) | null = null;
  let lastPrune = 0;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const count = (report: WebhookDrainReport) => {
    if (report.sequenced) webhookEventsSequencedTotal.inc(report.sequenced);
    if (report.delivered) webhookDeliveriesTotal.inc({ outcome: 'delivered' }, report.delivered);
    if (report.retried) webhookDeliveriesTotal.inc({ outcome: 'retried' }, report.retried);
    if (report.failed) webhookDeliveriesTotal.inc({ outcome: 'failed' }, report.failed);
    for (const [webhookId, failures] of report.failuresByWebhook) webhookFailuresTotal.inc({ webhook_id: webhookId }, failures);
  };

  const loop = async () => {
    while (!stopped) {
      let busy = false;
      try {
        const result = await services.drainWebhooks();
        if (result.isErr()) log.error({ error: result.error.message }, 'webhook drainer: database unavailable');
        else {
          count(result.value);
          busy = result.value.delivered + result.value.retried + result.value.failed > 0;
        }
        const now = services.clock.now().getTime();
        if (now - lastPrune >= EVENT_PRUNE_INTERVAL_MS) {
          lastPrune = now;
          const pruned = await services.pruneEvents();
          if (pruned.isOk() && pruned.value > 0) log.info({ pruned: pruned.value }, 'pruned owner events past 30 days');
        }
      } catch (error) {
        // A bug in a background job is reported, not allowed to stop the server.
        log.error({ error: describe(error) }, 'webhook drainer failed');
      }
      if (!stopped && !busy) await pause(services.webhookSettings.intervalMs);
    }
  };
  const running = loop();
  return {
    wake: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
