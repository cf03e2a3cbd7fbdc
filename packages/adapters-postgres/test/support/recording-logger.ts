import type { FeedLogger } from '../../src/index.js';

export interface LoggedLine {
  readonly level: 'info' | 'warn' | 'error';
  readonly fields: Record<string, unknown>;
  readonly message: string;
}

/** A feed logger that keeps every line it is given, in order. */
export function recordingLogger(): { logger: FeedLogger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine['level']) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, fields, message });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}
