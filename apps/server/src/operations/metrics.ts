import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { needsTranslation, type OutboxStats, type Translator } from '@marketplace/core';

/**
 * The process's Prometheus metrics, in one registry served at /metrics. Counters other parts of
 * the service increment (rate limits, the translator) are exported from here, so there is one
 * definition of each name.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

type RequestLabel = 'operation' | 'method' | 'status';
const LABELS: readonly RequestLabel[] = ['operation', 'method', 'status'];
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** One label set of the request metrics, counted in plain numbers. */
interface RequestSeries {
  readonly labels: Readonly<Record<RequestLabel, string>>;
  count: number;
  sum: number;
  /** Requests per bucket, not cumulative: index i for `REQUEST_BUCKETS[i]`, the last above them all. */
  readonly buckets: Float64Array;
}

/**
 * The request series by operation, method and status, each map keyed by a label's value as it
 * comes, so a request makes no key and no labels object. prom-client's `observe` hashes a labels
 * object, validates it and writes its bucket under a number turned to text at every call: a
 * twentieth of a cheap read's CPU. Bounded as the labels are (named operations, the methods
 * Node's parser takes, statuses).
 */
const requestSeries = new Map<string, Map<string, Map<number, RequestSeries>>>();

function* everyRequestSeries(): Generator<RequestSeries> {
  for (const byMethod of requestSeries.values()) for (const byStatus of byMethod.values()) yield* byStatus.values();
}

export const httpRequestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by operation (spec name), method and status.',
  labelNames: LABELS,
  registers: [registry],
  // Read from the kept series at each scrape.
  collect() {
    this.reset();
    for (const series of everyRequestSeries()) this.inc(series.labels, series.count);
  },
});

/**
 * The request latency histogram, written from the kept series at each scrape: a metric the
 * registry reads through `get()`, in the shape prom-client's own histograms give (a bucket line
 * per bound and `+Inf`, then `_sum` and `_count`).
 */
const httpRequestDuration = {
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer, by operation, method and status.',
  type: 'histogram',
  aggregator: 'sum',
  get() {
    const { name, help, type, aggregator } = httpRequestDuration;
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const series of everyRequestSeries()) {
      let below = 0;
      REQUEST_BUCKETS.forEach((le, i) => {
        below += series.buckets[i]!;
        values.push({ labels: { le, ...series.labels }, value: below, metricName: `${name}_bucket` });
      });
      values.push(
        { labels: { le: '+Inf', ...series.labels }, value: series.count, metricName: `${name}_bucket` },
        { labels: series.labels, value: series.sum, metricName: `${name}_sum` },
        { labels: series.labels, value: series.count, metricName: `${name}_count` },
      );
    }
    return Promise.resolve({ name, help, type, aggregator, values });
  },
  /** `registry.resetMetrics()`: the series start again (the counter reads them too). */
  reset() {
    requestSeries.clear();
  },
};
// The registry's type names its own metric classes; it stores any metric by name and reads it with `get()`.
registry.registerMetric(httpRequestDuration as unknown as Metric);

/**
 * Every 429 answer, by operation: counted where all answers pass (`observe`), so each limiter
 * (per IP, per key, per write, daily caps) is counted without importing this module.
 */
export const rateLimitRejectionsTotal = new Counter({
  name: 'rate_limit_rejections_total',
  help: 'Requests rejected with 429 rate_limited, by operation.',
  labelNames: ['operation'] as const,
  registers: [registry],
});

/**
 * Read-your-writes: how long each request that can write waited, after its answer was ready, for
 * this process's search index to apply the change feed (its own change included), by operation.
 */
export const writeIndexWaitSeconds = new Histogram({
  name: 'write_index_wait_seconds',
  help: 'Time a write waited for the search index to catch up before its answer left, by operation.',
  labelNames: ['operation'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const translatorCallsTotal = new Counter({
  name: 'translator_calls_total',
  help: 'Translation requests of texts in another language, by provider and outcome (translated, untranslated).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

/**
 * The translator port, counted: each call that has texts in another language than the target
 * is one provider call. The composition root wraps whichever adapter it configures.
 */
export function countTranslatorCalls(inner: Translator, provider: string): Translator {
  return {
    translate: (texts, to) => {
      const foreign = texts.filter((text) => needsTranslation(text, to)).length;
      return inner.translate(texts, to).map((results) => {
        if (foreign > 0) {
          const stillForeign = results.filter((text, i) => needsTranslation(texts[i]!, to) && text.lang !== to).length;
          translatorCallsTotal.inc({ provider, outcome: stillForeign === 0 ? 'translated' : 'untranslated' });
        }
        return results;
      });
    },
    // Detection is local (no provider call); it is passed through uncounted.
    ...(inner.detect ? { detect: inner.detect.bind(inner) } : {}),
  };
}

/** One answered request in the request metrics. */
export function recordRequest(operation: string, method: string, status: number, seconds: number): void {
  let byMethod = requestSeries.get(operation);
  if (byMethod === undefined) requestSeries.set(operation, (byMethod = new Map()));
  let byStatus = byMethod.get(method);
  if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
  let series = byStatus.get(status);
  if (series === undefined) {
    series = { labels: { operation, method, status: String(status) }, count: 0, sum: 0, buckets: new Float64Array(REQUEST_BUCKETS.length + 1) };
    byStatus.set(status, series);
  }
  series.count += 1;
  series.sum += seconds;
  let bucket = 0;
  while (bucket < REQUEST_BUCKETS.length && seconds > REQUEST_BUCKETS[bucket]!) bucket++;
  series.buckets[bucket]! += 1;
}

export const notificationsTotal = new Counter({
  name: 'notifications_total',
  help: 'Price-drop notifications handled by this process, by outcome (delivered, retried, failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const notificationDrainRounds = new Counter({
  name: 'notifications_drain_rounds_total',
  help: "Passes of this process's notification drainer over the outbox: it grows at least every NOTIFY_INTERVAL_MS while the drainer runs (a liveness signal).",
  registers: [registry],
});

/** Where the queue gauges read the outbox from (the composition's outbox); unset: not shown. */
let outboxStats: (() => Promise<OutboxStats | null>) | null = null;
let clockNow: () => Date = () => new Date();

/** Points the queue gauges at the outbox; they read it on each scrape (shared by all processes). */
export function watchOutbox(stats: () => Promise<OutboxStats | null>, now: () => Date): void {
  outboxStats = stats;
  clockNow = now;
}

new Gauge({
  name: 'notifications_queue_depth',
  help: 'Notifications waiting in the outbox, by status (pending: not yet delivered; failed: attempts used up).',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    const stats = await outboxStats?.();
    if (!stats) return;
    this.set({ status: 'pending' }, stats.pending);
    this.set({ status: 'failed' }, stats.failed);
  },
});

new Gauge({
  name: 'notifications_oldest_pending_age_seconds',
  help: 'Age of the oldest notification not yet delivered (0 when none waits).',
  registers: [registry],
  async collect() {
    const stats = await outboxStats?.();
    if (!stats) return;
    const oldest = stats.oldestPendingAt;
    this.set(oldest ? Math.max(0, (clockNow().getTime() - oldest.getTime()) / 1000) : 0);
  },
});

export const webhookDeliveriesTotal = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts made by this process, by outcome (delivered, retried, failed: attempts used up).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const webhookFailuresTotal = new Counter({
  name: 'webhook_subscription_failures_total',
  help: 'Failed webhook delivery attempts made by this process, by subscription (webhook_id).',
  labelNames: ['webhook_id'] as const,
  registers: [registry],
});

export const webhookEventsSequencedTotal = new Counter({
  name: 'owner_events_sequenced_total',
  help: 'Owner events this process numbered for the feed and queued for webhooks.',
  registers: [registry],
});

/** Where the webhook queue gauges read from; unset: not shown. */
let webhookStats: (() => Promise<OutboxStats | null>) | null = null;

export function watchWebhookQueue(stats: () => Promise<OutboxStats | null>): void {
  webhookStats = stats;
}

new Gauge({
  name: 'webhook_queue_depth',
  help: 'Webhook deliveries in the queue, by status (pending: not yet delivered; failed: attempts used up).',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    const stats = await webhookStats?.();
    if (!stats) return;
    this.set({ status: 'pending' }, stats.pending);
    this.set({ status: 'failed' }, stats.failed);
  },
});

new Gauge({
  name: 'webhook_oldest_pending_age_seconds',
  help: 'Age of the oldest webhook delivery not yet delivered (0 when none waits).',
  registers: [registry],
  async collect() {
    const stats = await webhookStats?.();
    if (!stats) return;
    const oldest = stats.oldestPendingAt;
    this.set(oldest ? Math.max(0, (clockNow().getTime() - oldest.getTime()) / 1000) : 0);
  },
});
