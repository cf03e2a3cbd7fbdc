import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, in one registry served at /metrics. Counters other parts of
 * the service increment (rate limits, the translator) are exported from here, so there is one
 * definition of each name.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LABELS = ['operation', 'method', 'status'] as const;

export const httpRequestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by operation (spec name), method and status.',
  labelNames: LABELS,
  registers: [registry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer, by operation, method and status.',
  labelNames: LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Incremented by the rate limiter on every 429 it answers (`scope`: ip, key, write, daily). */
export const rateLimitRejectionsTotal = new Counter({
  name: 'rate_limit_rejections_total',
  help: 'Requests rejected with 429 rate_limited, by limit.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

/** Incremented by the translator adapter on every call to its provider. */
export const translatorCallsTotal = new Counter({
  name: 'translator_calls_total',
  help: 'Calls to the machine translation provider, by provider and outcome (ok, error, timeout).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

export function recordRequest(labels: { operation: string; method: string; status: number }, seconds: number): void {
  const values = { operation: labels.operation, method: labels.method, status: String(labels.status) };
  httpRequestsTotal.inc(values);
  httpRequestDuration.observe(values, seconds);
}
