import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './logger.js';

const requestLogs = new AsyncLocalStorage<Logger>();

/** Runs a request's work with its logger (`observe`), so whatever it calls can log under its id. */
export const withRequestLog = <T>(log: Logger, work: () => T): T => requestLogs.run(log, work);

/**
 * The logger of the request being served, whose lines carry its request id; `processLog` outside a
 * request (background work, start-up). Adapters built once at start log through this.
 */
export const requestLogOr = (processLog: Logger) => (): Logger => requestLogs.getStore() ?? processLog;
