import { hostname } from 'node:os';
import { join } from 'node:path';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded data directory (decision 0049). PGlite is a single-process database:
 * a second process opening the same files corrupts them. The server and every CLI command take
 * this lock on DATA_DIR before opening PGlite; a second opener gets `DataDirLockedError` naming
 * the holder and never touches the database files. PostgreSQL (DATABASE_URL) needs no lock.
 *
 * The lock is proper-lockfile's directory `DATA_DIR/embedded.lock`, its mtime refreshed every
 * second while held; beside it `DATA_DIR/embedded.lock.json` records the holder (pid, host, what
 * it is, where a server takes operator commands). A holder that was SIGKILLed leaves both
 * behind: when the recorded pid is gone on this host the lock is taken at once (after its mtime
 * is 2 s old), otherwise it counts as abandoned once not refreshed for 30 s (another host on a
 * shared volume, a reused pid).
 */
export interface LockHolder {
  readonly pid: number;
  readonly hostname: string;
  /** `server`, or the CLI command that holds it (`cli users create`). */
  readonly kind: 'server' | 'cli';
  readonly command: string;
  readonly since: string;
  /** Where a running server takes operator commands (set once it is ready to). */
  readonly operator?: { readonly socket: string } | { readonly host: string; readonly port: number };
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      holder
        ? `the embedded database in ${dataDir} is in use by ${holder.kind === 'server' ? 'the running service' : `\`${holder.command}\``} (pid ${holder.pid}${holder.hostname === hostname() ? '' : ` on ${holder.hostname}`}, since ${holder.since})`
        : `the embedded database in ${dataDir} is in use by another process (it is starting)`,
    );
  }
}

export interface DataDirLock {
  /** Records where this server takes operator commands, for the CLI to find. */
  announce(operator: NonNullable<LockHolder['operator']>): Promise<void>;
  release(): Promise<void>;
}

/** A lock not refreshed for this long is abandoned (its holder died, or hangs). */
export const LOCK_STALE_MS = 30_000;
const LOCK_UPDATE_MS = 1_000;
/** A lock whose recorded holder is gone on this host: taken once its mtime is this old. */
const DEAD_HOLDER_STALE_MS = 2_000;

export const lockPaths = (dataDir: string) => ({ lock: join(dataDir, 'embedded.lock'), holder: join(dataDir, 'embedded.lock.json') });

/** The holder of DATA_DIR's lock as recorded, or null (no record, or an unreadable one). */
export async function readLockHolder(dataDir: string): Promise<LockHolder | null> {
  try {
    return JSON.parse(await readFile(lockPaths(dataDir).holder, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

/** Whether `holder` is known to be dead: a pid of this host that no process has (or this one's). */
function holderIsGone(holder: LockHolder | null): boolean {
  if (!holder || holder.hostname !== hostname()) return false;
  // A container restarted keeps its hostname and may give the new process the old pid.
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Takes DATA_DIR's lock or throws `DataDirLockedError` at once. `onCompromised` runs if another
 * process took the lock from under this one (it was not refreshed for 30 s): the holder must
 * stop using the database.
 */
export async function lockDataDir(
  dataDir: string,
  who: { kind: LockHolder['kind']; command: string },
  onCompromised: (error: Error) => void,
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const paths = lockPaths(dataDir);
  const options = { lockfilePath: paths.lock, realpath: false, update: LOCK_UPDATE_MS, retries: 0, onCompromised };
  let unlock: () => Promise<void>;
  const deadline = Date.now() + DEAD_HOLDER_STALE_MS + 3_000;
  for (;;) {
    const holder = await readLockHolder(dataDir);
    const gone = holderIsGone(holder);
    try {
      unlock = await lockfile.lock(dataDir, { ...options, stale: gone ? DEAD_HOLDER_STALE_MS : LOCK_STALE_MS });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      // A dead holder's lock is taken as soon as its mtime is old enough (at most 2 s).
      if (gone && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      throw new DataDirLockedError(dataDir, holder);
    }
  }
  let record: LockHolder = { pid: process.pid, hostname: hostname(), kind: who.kind, command: who.command, since: new Date().toISOString() };
  const write = () => writeFile(paths.holder, `${JSON.stringify(record)}\n`);
  await write();
  let released = false;
  return {
    announce: async (operator) => {
      record = { ...record, operator };
      await write();
    },
    release: async () => {
      if (released) return;
      released = true;
      await rm(paths.holder, { force: true });
      await unlock().catch(() => {});
    },
  };
}
