import type { Logger } from './logger.js';

/**
 * The process-wide policy for errors no caller handled (decision 0029-database-restarts):
 * - an uncaught exception leaves the process in a state nobody reasoned about: it is logged as
 *   one `fatal` line and the process exits with 1, for the supervisor (compose, systemd, the
 *   orchestrator) to start it again. Never silently: the line says what threw and where.
 * - an unhandled promise rejection is a promise nobody awaited; nothing is left half done by it
 *   in this process (requests await their work), so it is logged as one `error` line and the
 *   process keeps serving (Node's default would end it).
 */
export function handleProcessFaults(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, 'uncaught exception: exiting for the supervisor to restart the process');
    logger.flush();
    exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection: logged, the process keeps serving');
  });
}
