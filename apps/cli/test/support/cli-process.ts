import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `pnpm cli …` as a process of its own, as the operator would, with `env` added to this process's. */
export async function cliWith(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run(tsx, ['apps/cli/src/main.ts', ...args], { cwd: root, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** `pnpm cli …` against the PostgreSQL database at `url`. */
export const cli = (url: string, ...args: string[]): Promise<CliRun> => cliWith({ DATABASE_URL: url }, ...args);
