import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';

/**
 * A small run of `pnpm bench:webhooks`: the harness works end to end (server processes, the
 * subscriptions, every delivery arriving signed, the second process, the trigger put in and taken
 * out). Its figures on a shared machine are not judged here.
 */
describe('pnpm bench:webhooks, small', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => test?.drop());

  it('measures latency, drain and the write path, every signature verified, no errors', async () => {
    const args = ['--seconds', '1', '--warmup', '1', '--rate', '5', '--burst', '10', '--drain-events', '40', '--writers', '4', '--database-url', test.url];
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/webhooks.ts', ...args]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr });
      });
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('| steady, 5 writes/s for 1 s | 5 |');
    expect(run.stdout).toContain('| burst, 10 writes sent at once | 10 |');
    expect(run.stdout).toMatch(/\| 1 server process \| 40 \|/);
    expect(run.stdout).toMatch(/\| 2 server processes \| 40 \|/);
    // Six rows of the write path, none with an error, events recorded only where recording is on.
    const writeRows = run.stdout.split('\n').filter((line) => line.startsWith('| no subscription') || line.startsWith('| a subscription'));
    expect(writeRows).toHaveLength(6);
    for (const row of writeRows) {
      const cells = row.split('|').map((cell) => cell.trim());
      expect(cells[5], row).toBe('0');
      if (row.includes('recording off')) expect(cells[6], row).toBe('0');
      else expect(Number(cells[6]), row).toBeGreaterThan(0);
    }
    expect(run.stdout).toMatch(/receiver: (\d+) requests, \1 signatures verified, 0 bad/);
  }, 300_000);
});
