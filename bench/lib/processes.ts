/** The service and the hello-world server as child processes, with their peak memory. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { startNodeFlags } from '../../scripts/start-command.mjs';

/** The service's TypeScript, run through tsx (the start before decision 0076). */
export const SERVER_TYPESCRIPT = 'apps/server/src/main.ts';

/**
 * What `pnpm start` runs (decision 0076): the bundle `scripts/build.mjs --bundle` makes (the one
 * the image runs, dist/bin/server.js), brought up to date with the checkout. Returns its path.
 */
export function buildStartProgram(): string {
  // Once per bench process: the sources do not change while it runs.
  if (!startProgramBuilt) {
    execFileSync(process.execPath, ['scripts/build.mjs', '--bundle'], { stdio: 'inherit' });
    startProgramBuilt = true;
  }
  return 'dist/bin/server.js';
}
let startProgramBuilt = false;

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Peak resident set size so far (VmHWM), in MiB: the process and its children (workers), summed. */
  peakRssMb(): number;
  /** Resident set size now (VmRSS), in MiB, of the process and its children. */
  rssMb(): number;
  stop(): Promise<void>;
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** GET on a connection of its own (no keep-alive): 200 or not. */
function answersOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

/** The process and its descendants (the service's workers under WEB_CONCURRENCY). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(processTree)];
}

const treeMb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  processTree(pid).reduce((sum, p) => {
    try {
      return sum + statusMb(p, field);
    } catch {
      return sum;
    }
  }, 0);

/** Starts `node --import tsx <script>` (a .js script: `node <start flags> <script>`) and waits until `readyPath` answers 200 (`readyTimeoutMs`, default 60 s). */
export async function startServer(options: {
  readonly script: string;
  readonly args?: readonly string[];
  readonly port: number;
  readonly env?: Record<string, string>;
  readonly readyPath: string;
  /** The service builds its search index before /readyz says ready: minutes at a million adverts on a loaded machine. */
  readonly readyTimeoutMs?: number;
  /**
   * Ready only after this many answers of 200 in a row, each on a new connection: with several
   * workers behind the port (connections go round-robin), every one of them has loaded.
   */
  readonly readyInARow?: number;
}): Promise<ServerProcess> {
  // A compiled script (.js) runs as `pnpm start` and the image run it; TypeScript through tsx.
  const node = options.script.endsWith('.js') ? startNodeFlags() : ['--import', 'tsx'];
  // BENCH_NODE_ARGS: more flags for the measured processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...extra, ...node, options.script, ...(options.args ?? [])], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  for (let waited = 0; ; waited += 200) {
    if (exited) throw new Error(`${options.script} exited before it was ready:\n${output}`);
    if (waited > (options.readyTimeoutMs ?? 60_000)) {
      child.kill('SIGKILL');
      throw new Error(`${options.script} was not ready after ${(options.readyTimeoutMs ?? 60_000) / 1000} s:\n${output}`);
    }
    let ready = true;
    for (let i = 0; i < (options.readyInARow ?? 1) && ready; i++) ready = await answersOk(`${baseUrl}${options.readyPath}`);
    if (ready) break;
    await sleep(200);
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    peakRssMb: () => treeMb(pid, 'VmHWM'),
    rssMb: () => treeMb(pid, 'VmRSS'),
    stop: async () => {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}
