/**
 * Drives one HTTP target with autocannon (in this process, while the server runs in its own) and
 * keeps every response time, so the percentiles are exact rather than read off coarse buckets.
 */
import autocannon, { type Request } from 'autocannon';

export interface LoadRequest {
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LatencySummary {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly mean: number;
  readonly max: number;
}

export interface LoadResult {
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly latencyMs: LatencySummary;
  /** Connection errors and timeouts plus answers other than 2xx. */
  readonly errors: number;
  readonly statuses: Record<string, number>;
  readonly seconds: number;
}

/** Nearest-rank percentiles over all samples; the samples are sorted in place. */
export function summarize(samples: number[]): LatencySummary {
  if (samples.length === 0) return { p50: 0, p95: 0, p99: 0, mean: 0, max: 0 };
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const mean = samples.reduce((sum, v) => sum + v, 0) / samples.length;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), mean: round(mean), max: round(samples.at(-1)!) };
}

export function runLoad(options: {
  readonly baseUrl: string;
  readonly connections: number;
  readonly seconds: number;
} & ({ readonly requests: readonly LoadRequest[] } | { /** The n-th request sent (a fresh Idempotency-Key each). */ readonly requestAt: (n: number) => LoadRequest })): Promise<LoadResult> {
  const requestAt = 'requestAt' in options ? options.requestAt : (n: number) => options.requests[n % options.requests.length]!;
  let next = 0;
  // One dynamic request: each call takes the next item of the mix, shared by all connections.
  const dynamic: Request = {
    // autocannon sends what this returns: keep its defaults (host, port) and set the rest.
    setupRequest: (request) => {
      const item = requestAt(next);
      next += 1;
      return { ...request, method: item.method, path: item.path, headers: { ...request.headers, ...item.headers }, body: item.body ?? '' };
    },
  };
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // autocannon stops at its first sample tick after the duration: ticks of 100 ms keep a run of
      // 0.3 s at 0.3 s, not a whole second (the rate here counts responses, not its samples).
      { url: options.baseUrl, connections: options.connections, duration: options.seconds, sampleInt: 100, timeout: 10, requests: [dynamic] },
      (error, result) => {
        if (error) return reject(error);
        const seconds = result.duration;
        resolve({
          requests: samples.length,
          requestsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
          latencyMs: summarize(samples),
          errors: result.errors + result.timeouts + result.non2xx,
          statuses,
          seconds,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      samples.push(milliseconds);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}
