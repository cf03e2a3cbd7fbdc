/** Polls `probe` until it gives a value (anything but null, undefined or false), else fails after `timeoutMs`. */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  what: string,
  { timeoutMs = 20_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  for (let waited = 0; ; waited += everyMs) {
    const value = await probe();
    if (value) return value;
    if (waited > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A sample's value in Prometheus' text format (`name{labels}` as written); undefined when absent. */
export function metric(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

/**
 * Waits until each drainer has passed over the outbox `rounds` more times than when called:
 * "nothing else arrives" holds once the drainers had their chances, not after a pause of some
 * length (which a slow machine can make too short). `readMetrics` gives one process's /metrics.
 */
export async function afterDrainRounds(readMetrics: readonly (() => Promise<string>)[], rounds = 3): Promise<void> {
  const name = 'notifications_drain_rounds_total';
  const counts = async () => Promise.all(readMetrics.map(async (read) => metric(await read(), name) ?? 0));
  const from = await counts();
  await until(async () => (await counts()).every((n, i) => n >= from[i]! + rounds), `${rounds} more drainer rounds`);
}
