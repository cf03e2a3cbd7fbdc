import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * The server in a process of its own: main.ts under node as a container runs it, or (`via:
 * 'start'`) the README's start command, `npx --yes pnpm@9.15.9 start`, with every process between.
 */

const MAIN = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type LogLine = Record<string, unknown>;

export interface ServerProcess {
  readonly port: number;
  readonly baseUrl: string;
  /** Every JSON log line written so far. */
  readonly logs: readonly LogLine[];
  /** Everything else written to stdout and stderr (npx, pnpm, the lines for a terminal). */
  readonly output: () => string;
  /** The first log line, written or to come, that passes `test`. */
  logLine(test: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL if still running (cleanup). */
  kill(): void;
}

/**
 * Starts the server and resolves once it serves (migrated and seeded), or with `until:
 * 'listening'` as soon as it listens (it then answers 503 while it starts).
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  options: { via?: 'node' | 'start'; until?: 'listening' | 'serving' } = {},
): Promise<ServerProcess> {
  const [command, args] =
    options.via === 'start' ? ['npx', ['--yes', 'pnpm@9.15.9', 'start']] : [process.execPath, ['--import', 'tsx', MAIN]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: definedOnly({ ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_ADVERTS: '0', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // The start command's processes in a group of their own, so that the cleanup reaches them all.
    detached: options.via === 'start',
  });
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const logs: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    if (!text.startsWith('{')) {
      output += `${text}\n`;
      return;
    }
    const line = JSON.parse(text) as LogLine;
    logs.push(line);
    for (const waiter of waiters.filter((w) => w.test(line))) waiter.resolve(line);
  });
  // 'close': the process has exited and everything it wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const logLine = (test: (line: LogLine) => boolean): Promise<LogLine> => {
    const seen = logs.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => waiters.push({ test, resolve }));
  };
  const phase = options.until === 'listening' ? 'starting' : 'serving';
  const listening = await Promise.race([
    logLine((line) => typeof line.port === 'number' && line.phase === phase),
    exited.then((code) => {
      throw new Error(`the server process exited (${String(code)}) before ${options.until ?? 'serving'}`);
    }),
  ]);
  const port = listening.port as number;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    output: () => output,
    logLine,
    exited,
    signal: (signal) => child.kill(signal),
    kill: () => {
      if (options.via === 'start' && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group is gone already
        }
      } else if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Undefined removes a variable (DATABASE_URL: undefined starts on the embedded database). */
const definedOnly = (env: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Resolves once /readyz at `baseUrl` answers 200 (migrated, seeded, its search index loaded), within 30 s. */
export async function untilReady(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${baseUrl}/readyz`).then((r) => r.status, () => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error(`${baseUrl} was not ready within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
