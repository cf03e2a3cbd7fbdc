import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Real server processes for the tests that need several (shared rate-limit stores): the start
 * command's program (`apps/server/src/main.ts`, with tsx as a loader in the same process, not the
 * tsx CLI, which runs the server as a child of its own: a SIGKILL would reach only the wrapper
 * and leave the server running), on a free loopback port.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = `${ROOT}apps/server/src/main.ts`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  readonly baseUrl: string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-work (no shutdown of any kind). */
  kill(): Promise<void>;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
}

/** Starts `command` and resolves once a line of its output matches `ready`. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Stops a child process started here and waits for it to exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** A free port can be taken by another test's process before this one listens: started again on another. */
class PortTaken extends Error {}

/** One app process over `databaseUrl` with the given extra environment, once /readyz says ready. */
export async function startServerProcess(databaseUrl: string, env: Record<string, string>): Promise<RunningProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(databaseUrl, env);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOnFreePort(databaseUrl: string, env: Record<string, string>): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_POOL_SIZE: '3',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) {
      const Failure = env.PORT === undefined && output.includes('EADDRINUSE') ? PortTaken : Error;
      throw new Failure(`the server exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    if (waited > 45_000) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready after 45 s:\n${output}`);
    }
    // /readyz: migrated, seeded and the search index loaded (/healthz answers from the start).
    const ready = await fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { baseUrl, stop: () => stopProcess(child), kill, output: () => output };
}
