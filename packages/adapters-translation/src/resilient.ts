import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleAll,
  timeout,
  TimeoutStrategy,
  wrap,
  type CircuitBreakerPolicy,
  type IPolicy,
  type TimeoutPolicy,
} from 'cockatiel';
import type { Language } from '@marketplace/core';
import type { TranslationProvider } from './provider.js';

export interface ResilienceOptions {
  /** Longest wait for one request; then it is aborted and counts as a failure. */
  readonly timeoutMs: number;
  /** Consecutive failures that open the circuit. */
  readonly failuresToOpen: number;
  /** How long an open circuit fails fast before one trial request is let through. */
  readonly halfOpenAfterMs: number;
}

export const DEFAULT_RESILIENCE: ResilienceOptions = { timeoutMs: 3000, failuresToOpen: 5, halfOpenAfterMs: 30_000 };

/**
 * A provider behind a timeout and a circuit breaker (cockatiel): a slow or failing service costs a
 * request at most `timeoutMs`, and once it keeps failing, requests fail at once (and so fall back to
 * the original text) until a trial request succeeds. The breaker is per process.
 */
export class ResilientProvider implements TranslationProvider {
  private readonly breaker: CircuitBreakerPolicy;
  private readonly timeout: TimeoutPolicy;
  private readonly policy: IPolicy;

  constructor(private readonly inner: TranslationProvider, options: ResilienceOptions = DEFAULT_RESILIENCE) {
    this.breaker = circuitBreaker(handleAll, {
      halfOpenAfter: options.halfOpenAfterMs,
      breaker: new ConsecutiveBreaker(options.failuresToOpen),
    });
    this.timeout = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);
    this.policy = wrap(this.breaker, this.timeout);
  }

  /** Open: the provider failed `failuresToOpen` times in a row and is not asked for now. */
  get isOpen(): boolean {
    return this.breaker.state === CircuitState.Open;
  }

  get name(): string {
    return this.inner.name;
  }

  /**
   * Not through the breaker: an answer from memory would count as a success and keep a failing
   * provider's circuit closed. While the circuit is open the provider supports nothing.
   */
  async supports(from: Language, to: Language): Promise<boolean> {
    if (this.isOpen) return false;
    try {
      return await this.timeout.execute(({ signal }) => this.inner.supports(from, to, signal));
    } catch (error) {
      // A failed lookup (the service is down) is a failure of the provider: the breaker counts it.
      await this.breaker.execute(() => Promise.reject(error)).catch(() => undefined);
      throw error;
    }
  }

  /** `signal` (the caller's) aborts too; the timeout's own signal is what the provider sees. */
  translate(texts: readonly string[], from: Language, to: Language, signal?: AbortSignal): Promise<string[]> {
    return this.policy.execute(({ signal: inner }) => this.inner.translate(texts, from, to, inner), signal);
  }
}
