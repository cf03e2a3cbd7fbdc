import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './logger.js';

/**
 * A request's logger, made on first use: most requests write only their access line, which
 * `observe` writes with the request id itself, and a pino child per request cost a share of a
 * cached read (issue 25).
 */
export class RequestLog {
  private child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    readonly id: string,
  ) {}

  /** The request's logger: every line it writes carries the request id. */
  logger(): Logger {
    return (this.child ??= this.parent.child({ req_id: this.id }));
  }
}

const requestLogs = new AsyncLocalStorage<RequestLog>();

/** Runs a request's work with its log (`observe`), so whatever it calls can log under its id. */
export const withRequestLog = <T>(log: RequestLog, work: () => T): T => requestLogs.run(log, work);

/**
 * The logger of the request being served, whose lines carry its request id; `processLog` outside a
 * request (background work, start-up). Adapters built once at start log through this.
 */
export const requestLogOr = (processLog: Logger) => (): Logger => requestLogs.getStore()?.logger() ?? processLog;
