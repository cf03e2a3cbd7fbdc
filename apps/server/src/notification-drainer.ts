import type { DrainReport } from '@marketplace/core';
import type { Services } from './compose.js';
import { startDrainLoop, type DrainerLog } from './drain-loop.js';
import { notificationDrainRounds, notificationsTotal } from './operations/metrics.js';

/** How often delivered notifications past their retention are deleted. */
export const NOTIFICATION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

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
  const report = (report: DrainReport) => {
    if (report.delivered) notificationsTotal.inc({ outcome: 'delivered' }, report.delivered);
    if (report.retried) notificationsTotal.inc({ outcome: 'retried' }, report.retried);
    if (report.failed) notificationsTotal.inc({ outcome: 'failed' }, report.failed);
    const busy = report.delivered + report.retried + report.failed > 0;
    if (busy) log.info({ ...report }, 'price-drop notifications');
    return busy;
  };
  return startDrainLoop(
    {
      name: 'notification',
      drain,
      report,
      prune: () => services.pruneNotifications(),
      pruneEveryMs: NOTIFICATION_PRUNE_INTERVAL_MS,
      pruned: 'pruned delivered notifications',
      intervalMs: services.notificationSettings.intervalMs,
      now: () => services.clock.now().getTime(),
      afterRound: () => notificationDrainRounds.inc(),
    },
    log,
  );
}
