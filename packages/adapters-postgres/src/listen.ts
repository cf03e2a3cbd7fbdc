import postgres from 'postgres';

/** What happens to a LISTEN connection, for the listener's log and metrics. */
export interface ListenEvents {
  /** The connection closed: notifications stop until it is back. */
  lost?(error: Error): void;
  /** Listening again failed (try `attempt`); the next try is in `retryInMs`. */
  retryFailed?(error: unknown, attempt: number, retryInMs: number): void;
  /** Listening again after `attempts` tries and `downMs` without a connection. */
  restored?(attempts: number, downMs: number): void;
}

/** Backoff between tries to listen again: 0.25 s, doubling, at most 10 s. */
export const relistenDelayMs = (attempt: number): number => Math.min(250 * 2 ** (attempt - 1), 10_000);

/**
 * LISTEN on a connection of its own that this code watches. postgres-js's `listen` re-listens
 * after a reconnect, but drops a failed try silently (`.catch(() => {})`): a database down for
 * longer than one try left the process without notifications and said nothing. Here each loss,
 * each failed try and the return are reported, and tries go on, with backoff, until one works.
 */
export async function listenWatched(
  url: string,
  connectTimeoutSeconds: number,
  channel: string,
  onNotify: () => void,
  events: ListenEvents,
): Promise<() => Promise<void>> {
  let stopped = false;
  let retrying = false;
  let lostAt = 0;
  let timer: NodeJS.Timeout | null = null;
  const statement = `listen "${channel.replace(/"/g, '""')}"`;
  const options = {
    max: 1,
    // Kept open for as long as it works: an idle or lifetime close would read as a loss.
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connect_timeout: connectTimeoutSeconds,
    onnotice: () => {},
    connection: { application_name: 'marketplace listen' },
    // Not in the typings, but what postgres-js's own `listen` builds its connection with (the
    // version is pinned exactly in package.json).
    onnotify: (name: string) => {
      if (name === channel) onNotify();
    },
    onclose: () => {
      if (stopped || retrying) return;
      retrying = true;
      lostAt = performance.now();
      events.lost?.(new Error(`the connection listening on ${channel} closed`));
      void attempt(1);
    },
  };
  const connection = postgres(url, options as postgres.Options<Record<string, never>>);
  const attempt = async (n: number): Promise<void> => {
    timer = null;
    if (stopped) return;
    try {
      await connection.unsafe(statement);
      retrying = false;
      if (!stopped) events.restored?.(n, performance.now() - lostAt);
    } catch (error) {
      if (stopped) return;
      const delay = relistenDelayMs(n);
      events.retryFailed?.(error, n, delay);
      timer = setTimeout(() => void attempt(n + 1), delay);
      timer.unref();
    }
  };
  try {
    await connection.unsafe(statement);
  } catch (error) {
    stopped = true;
    await connection.end({ timeout: 0 });
    throw error;
  }
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await connection.end({ timeout: 1 });
  };
}
