import type { ResultAsync } from 'neverthrow';

export interface DrainerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** An outbox drained in rounds: the price-drop notifications, the webhook deliveries. */
export interface DrainLoop<Report> {
  /** In log lines: `<name> drainer failed`. */
  readonly name: string;
  /** One round; its error means the database did not answer (logged as `unavailable`). */
  readonly drain: () => ResultAsync<Report, { readonly message: string }>;
  /** Counts a round's report; true when it found work (another round follows at once). */
  readonly report: (report: Report) => boolean;
  /** Deletes what is past retention, at most every `pruneEveryMs`; the log line names what. */
  readonly prune: () => ResultAsync<number, unknown>;
  readonly pruneEveryMs: number;
  readonly pruned: string;
  readonly intervalMs: number;
  readonly now: () => number;
  /** After every round, whatever it found (a liveness counter). */
  readonly afterRound?: () => void;
}

/**
 * A round, then at once another while rounds find work, else a pause of `intervalMs` that `wake`
 * cuts short. `stop` waits for the round in flight, so a graceful shutdown marks what it sent; a
 * killed process's claims are taken again when their leases run out. A bug in a round is logged,
 * never allowed to stop the server.
 */
export function startDrainLoop<Report>(loop: DrainLoop<Report>, log: DrainerLog): { stop(): Promise<void>; wake(): void } {
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

  const run = async () => {
    while (!stopped) {
      let busy = false;
      try {
        const result = await loop.drain();
        if (result.isErr()) log.error({ error: result.error.message }, `${loop.name} drainer: database unavailable`);
        else busy = loop.report(result.value);
        const now = loop.now();
        if (now - lastPrune >= loop.pruneEveryMs) {
          lastPrune = now;
          const pruned = await loop.prune();
          if (pruned.isOk() && pruned.value > 0) log.info({ pruned: pruned.value }, loop.pruned);
        }
      } catch (error) {
        log.error({ error: describe(error) }, `${loop.name} drainer failed`);
      }
      loop.afterRound?.();
      if (!stopped && !busy) await pause(loop.intervalMs);
    }
  };
  const running = run();
  return {
    wake: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
