/** The service and the hello-world server as child processes, with their peak memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Peak resident set size so far (VmHWM), in MiB. */
  peakRssMb(): number;
  /** Resident set size now (VmRSS), in MiB. */
  rssMb(): number;
  stop(): Promise<void>;
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** Starts `node --import tsx <script>` and waits until `readyPath` answers 200 (`readyTimeoutMs`, default 60 s). */
export async function startServer(options: {
  readonly script: string;
  readonly args?: readonly string[];
  readonly port: number;
  readonly env?: Record<string, string>;
  readonly readyPath: string;
  /** The service builds its search index before /readyz says ready: minutes at a million adverts on a loaded machine. */
  readonly readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', options.script, ...(options.args ?? [])], {
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
    const ready = await fetch(`${baseUrl}${options.readyPath}`).then((r) => r.ok, () => false);
    if (ready) break;
    await sleep(200);
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    peakRssMb: () => statusMb(pid, 'VmHWM'),
    rssMb: () => statusMb(pid, 'VmRSS'),
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
