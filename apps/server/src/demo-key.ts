import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCOPES, type AccountAdmin, type makeAuthenticate } from '@marketplace/core';

const DEMO_KEY_NAME = 'printed at start';

/** The file under DATA_DIR that keeps the demo key between starts (owner-only: 0600). */
export const DEMO_KEY_FILE = 'demo-key';

export interface DemoKeyDeps {
  readonly accountAdmin: AccountAdmin;
  readonly authenticate: ReturnType<typeof makeAuthenticate>;
}

/**
 * On the embedded default, a newcomer gets a key of the demo owner with every scope. The key is
 * kept in DATA_DIR/demo-key (mode 0600) and the same key is printed again on every start while it
 * still authenticates as a start key of the demo owner, so a key from yesterday keeps working.
 * Otherwise (first start, key revoked or deleted, file lost) the previous start keys are revoked
 * and a fresh one is created and stored: the account never collects more than one such key.
 */
export async function keepDemoKey(deps: DemoKeyDeps, email: string, dataDir: string): Promise<string | null> {
  const file = join(dataDir, DEMO_KEY_FILE);
  const keys = await deps.accountAdmin.listKeys({ email });
  if (keys.isErr()) return null;
  const startKeys = keys.value.filter((k) => k.name === DEMO_KEY_NAME && k.revokedAt === null);

  const stored = await readStoredKey(file);
  if (stored) {
    const principal = await deps.authenticate(stored);
    if (principal.isOk() && startKeys.some((k) => k.id === principal.value.keyId && k.active)) {
      await chmod(file, 0o600);
      return stored;
    }
  }

  for (const key of startKeys) await deps.accountAdmin.revokeKey({ key_id: key.id });
  const created = await deps.accountAdmin.createKey({ email, name: DEMO_KEY_NAME, scopes: [...SCOPES], expires_in: null });
  if (created.isErr()) return null;
  await storeKey(file, created.value.key);
  return created.value.key;
}

async function readStoredKey(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text.length > 0 ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Written whole or not at all (a temporary file renamed over the old one), readable by the owner only. */
async function storeKey(file: string, key: string): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${key}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}
