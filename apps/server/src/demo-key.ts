import { SCOPES, type AccountAdmin } from '@marketplace/core';

const DEMO_KEY_NAME = 'printed at start';

/**
 * On the embedded default, a newcomer gets a key of the demo owner with every scope. Keys are
 * shown only once, so each start revokes the previous start key and prints a fresh one (the
 * account never collects more than one such key).
 */
export async function printDemoKey(admin: AccountAdmin, email: string): Promise<string | null> {
  const keys = await admin.listKeys({ email });
  if (keys.isErr()) return null;
  for (const key of keys.value.filter((k) => k.name === DEMO_KEY_NAME && k.revokedAt === null)) {
    await admin.revokeKey({ key_id: key.id });
  }
  const created = await admin.createKey({ email, name: DEMO_KEY_NAME, scopes: [...SCOPES], expires_in: null });
  return created.isOk() ? created.value.key : null;
}
