import type { Database } from '@marketplace/adapters-postgres';
import { openDatabase } from '@marketplace/adapters-postgres';
import {
  callOperator,
  CommandError,
  composeServices,
  DataDirLockedError,
  loadConfig,
  lockDataDir,
  pgliteDir,
  readLockHolder,
  runOperatorCommand,
  type AppConfig,
  type DataDirLock,
  type LockHolder,
  type OperatorCommandName,
  type OperatorResult,
  type Services,
} from '@marketplace/server';

export { CommandError };

/** Prints data as JSON (`--json`) or as the human line. */
export function output(json: boolean | undefined, data: unknown, human: string): void {
  console.log(json ? JSON.stringify(data) : human);
}

/** How long a command waits for a starting service to take commands (migrating, seeding). */
const SERVICE_START_WAIT_MS = 120_000;

/**
 * Takes DATA_DIR's lock for this command (embedded database only: PostgreSQL serves many
 * processes). While a server holds it, resolves to that server instead (decision 0049).
 */
async function claimDataDir(config: AppConfig, command: string): Promise<{ lock: DataDirLock } | { server: LockHolder & { operator: NonNullable<LockHolder['operator']> } }> {
  const deadline = Date.now() + SERVICE_START_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      return { lock: await lockDataDir(config.dataDir, { kind: 'cli', command }, lostLock) };
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const holder = error.holder ?? (await readLockHolder(config.dataDir));
      if (holder?.kind === 'server' && holder.operator) return { server: { ...holder, operator: holder.operator } };
      if (holder?.kind === 'cli') {
        throw new CommandError(`${error.message}: wait for it to finish, then run this command again (one process opens the embedded database at a time)`);
      }
      // A server that is starting (or a holder not yet recorded): wait for its operator endpoint.
      if (Date.now() > deadline) {
        throw new CommandError(`${error.message}, and it has not started taking commands in ${SERVICE_START_WAIT_MS / 1000} s: nothing was changed. Stop it, or wait until its log says "serving", then run this command again`);
      }
      if (!told) console.error(`waiting for the service${holder ? ` (pid ${holder.pid})` : ''} to finish starting…`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const lostLock = (error: Error) => {
  console.error(`error: another process took the lock of DATA_DIR (${error.message}); stopping before the database is written twice`);
  process.exit(1);
};

/**
 * Runs `run` while this command alone holds DATA_DIR (the embedded database), for work that
 * cannot go through a running service (restoring a backup): with a service running it refuses,
 * naming it.
 */
export async function withDataDirAlone<T>(command: string, run: (config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) throw new CommandError(`${command} is for the embedded database; DATABASE_URL is set (back PostgreSQL up and restore it with its own tools)`);
  const claimed = await claimDataDir(config, command);
  if ('server' in claimed) {
    throw new CommandError(
      `${new DataDirLockedError(config.dataDir, claimed.server).message}: ${command} replaces the database it has open; stop the service first, then run this again`,
    );
  }
  try {
    return await run(config);
  } finally {
    await claimed.lock.release();
  }
}

async function openAndRun<T>(config: AppConfig, run: (database: Database, config: AppConfig) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config.dataDir), maxConnections: 2 });
  try {
    return await run(database, config);
  } finally {
    await database.close();
  }
}

/**
 * Runs an operator command (apps/server/src/operator/commands.ts): on the database this process
 * opens, or, while a service holds the embedded database, by that service through its operator
 * endpoint. The result is the same data either way, so the output is too.
 */
export async function runCommand<N extends OperatorCommandName>(
  name: N,
  args: unknown,
  onProgress?: (loaded: number, total: number) => void,
): Promise<OperatorResult<N>> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    const claimed = await claimDataDir(config, `cli ${name.replace('.', ' ')}`);
    if ('server' in claimed) return callOperator(config.dataDir, claimed.server, name, args);
    try {
      return await runLocally(config, name, args, onProgress);
    } finally {
      await claimed.lock.release();
    }
  }
  return runLocally(config, name, args, onProgress);
}

async function runLocally<N extends OperatorCommandName>(
  config: AppConfig,
  name: N,
  args: unknown,
  onProgress?: (loaded: number, total: number) => void,
): Promise<OperatorResult<N>> {
  return openAndRun<OperatorResult<N>>(config, async (database) => {
    await database.migrate();
    let services = null as Promise<Services> | null;
    try {
      const context = { database, services: () => (services ??= composeServices(config, { database })), ...(onProgress ? { onProgress } : {}) };
      return (await runOperatorCommand(context, name, args)) as OperatorResult<N>;
    } finally {
      await (await services?.catch(() => null))?.close();
    }
  });
}
