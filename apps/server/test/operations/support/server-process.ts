import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The real start command (`pnpm start`'s main.ts) in a process of its own, as a container runs it. */

const MAIN = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type LogLine = Record<string, unknown>;

export interface ServerProcess {
  readonly port: number;
  readonly baseUrl: string;
  /** Every JSON log line written so far. */
  readonly logs: readonly LogLine[];
  /** The first log line, written or to come, that passes `test`. */
  logLine(test: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL if still running (cleanup). */
  kill(): void;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_ADVERTS: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.resume();
  const logs: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine;
    logs.push(line);
    for (const waiter of waiters.filter((w) => w.test(line))) waiter.resolve(line);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logLine = (test: (line: LogLine) => boolean): Promise<LogLine> => {
    const seen = logs.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => waiters.push({ test, resolve }));
  };
  const listening = await Promise.race([
    logLine((line) => typeof line.port === 'number'),
    exited.then((code) => {
      throw new Error(`the server process exited (${String(code)}) before listening`);
    }),
  ]);
  const port = listening.port as number;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    logLine,
    exited,
    signal: (signal) => child.kill(signal),
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
