import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

/** Structured JSON logs, one object a line, to stdout (or `destination`, for tests). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'marketplace' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
