import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Debian's apertium-apy and its installed pairs (CI installs both; see .ci/run). */
const APY = process.env.APERTIUM_APY_BIN ?? '/usr/bin/apertium-apy';
const MODES = process.env.APERTIUM_MODES_DIR ?? '/usr/share/apertium/modes';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface ApertiumServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A real apertium-apy on a free loopback port, in its own process group (its translation
 * pipelines are its children), ready once it answers /listPairs.
 */
export async function startApertium(): Promise<ApertiumServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(APY, ['-p', String(port), MODES], { detached: true, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/listPairs`);
      if (response.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`apertium-apy did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
