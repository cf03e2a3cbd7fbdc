import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The process-wide fault policy (decision 0029-database-restarts), in a process of its own: an
 * unhandled rejection is logged and the process serves on; an exception thrown where no caller
 * can catch it (a timer, as the driver's crash did) is logged as one fatal line and ends it with 1.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FAULTS = fileURLToPath(new URL('../../src/operations/process-faults.ts', import.meta.url));
const LOGGER = fileURLToPath(new URL('../../src/operations/logger.ts', import.meta.url));

function run(script: string): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.resume();
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({ code, lines: out.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>) }),
    ),
  );
}

const prelude = `
  const { handleProcessFaults } = await import(${JSON.stringify(FAULTS)});
  const { createLogger } = await import(${JSON.stringify(LOGGER)});
  const logger = createLogger('info');
  handleProcessFaults(logger);`;

it('logs an unhandled rejection and keeps the process running', async () => {
  const { code, lines } = await run(`${prelude}
    Promise.reject(new Error('nobody awaited this'));
    setTimeout(() => { logger.info('still serving'); process.exit(0); }, 200);`);
  expect(code).toBe(0);
  expect(lines.map((line) => [line.level, line.msg])).toEqual([
    ['error', 'unhandled promise rejection: logged, the process keeps serving'],
    ['info', 'still serving'],
  ]);
  expect(lines[0]!.err).toMatchObject({ message: 'nobody awaited this' });
}, 30_000);

it('logs an uncaught exception as one fatal line and exits with 1', async () => {
  const { code, lines } = await run(`${prelude}
    setImmediate(() => { null.write(); });
    setTimeout(() => { logger.info('must not get here'); }, 500);`);
  expect(code).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 'fatal', origin: 'uncaughtException', err: { type: 'TypeError' } });
}, 30_000);
