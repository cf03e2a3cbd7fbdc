import type { DrainReport } from '@marketplace/core';
import type { Services } from './compose.js';
import { notificationDrainRounds, notificationsTotal } from './operations/metrics.js';

/** How often delivered notifications past their retention are deleted. */
export const NOTIFICATION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface DrainerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * Drains the price-drop outbox in this process: one batch, then at once another while batches
 * come back full of work, else a pause of NOTIFY_INTERVAL_MS. Several processes may run it over
 * one database (claims skip each other's rows). `stop` waits for the batch in flight, so a
 * graceful shutdown marks what it sent; a killed process leaves its claims to their leases.
 */
export function startNotificationDrainer(
  services: Pick<Services, 'drainOutbox' | 'pruneNotifications' | 'notificationSettings' | 'clock'>,
  log: DrainerLog,
): { stop(): Promise<void> } {
  const drain = services.drainOutbox;
  if (!drain) return { stop: () => Promise.resolve() };
  const { intervalMs } = services.notificationSettings;
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

  const count = (report: DrainReport) => {
    if (report.delivered) notificationsTotal.inc({ outcome: 'delivered' }, report.delivered);
    if (report.retried) notificationsTotal.inc({ outcome: 'retried' }, report.retried);
    if (report.failed) notificationsTotal.inc({ outcome: 'failed' }, report.failed);
    if (report.delivered + report.retried + report.failed > 0) log.info({ ...report }, 'price-drop notifications');
  };

  const loop = async () => {
    while (!stopped) {
      let busy = false;
      try {
        const result = await drain();
        if (result.isErr()) log.error({ error: result.error.message }, 'notification drainer: outbox unavailable');
        else {
          count(result.value);
          busy = result.value.delivered + result.value.retried + result.value.failed > 0;
        }
        const now = services.clock.now().getTime();
        if (now - lastPrune >= NOTIFICATION_PRUNE_INTERVAL_MS) {
          lastPrune = now;
          const pruned = await services.pruneNotifications();
          if (pruned.isOk() && pruned.value > 0) log.info({ pruned: pruned.value }, 'pruned delivered notifications');
        }
      } catch (error) {
        // A bug in a background job is reported, not allowed to stop the server.
        log.error({ error: describe(error) }, 'notification drainer failed');
      }
      notificationDrainRounds.inc();
      if (!stopped && !busy) await pause(intervalMs);
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
