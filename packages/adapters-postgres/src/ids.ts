import { randomBytes, randomUUID } from 'node:crypto';
import type { IdGenerator, SecretGenerator } from '@marketplace/core';

export const randomIds: IdGenerator = { newId: () => randomUUID() };

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Uniform base62 from the system's CSPRNG (bytes >= 248 are redrawn to avoid modulo bias). */
export const cryptoSecrets: SecretGenerator = {
  base62(count) {
    let out = '';
    while (out.length < count) {
      for (const byte of randomBytes(count * 2)) {
        if (byte < 248 && out.length < count) out += BASE62[byte % 62];
      }
    }
    return out;
  },
  base64(bytes) {
    return randomBytes(bytes).toString('base64');
  },
};
