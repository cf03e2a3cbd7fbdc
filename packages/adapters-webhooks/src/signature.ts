import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@marketplace/core';

/**
 * The Standard Webhooks signature header: for each secret, `v1,` + base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` keyed with the secret's base64-decoded bytes (after `whsec_`),
 * space-separated. Receivers accept a delivery when any one of them verifies.
 */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
