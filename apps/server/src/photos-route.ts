import type { Env, Hono } from 'hono';
import type { PhotoStorage } from '@marketplace/core';

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * GET /photos/<key>: the stored, metadata-stripped images this service returned as photo urls
 * (the design brief's path). Keys name immutable files, so answers may be cached for long; the
 * type is fixed by the service and never sniffed by the browser.
 */
export function servePhotos<E extends Env>(app: Hono<E>, storage: PhotoStorage): void {
  app.get('/photos/:key', async (c) => {
    const key = c.req.param('key');
    const missing = () => c.json({ error: { code: 'not_found', message: `no photo ${key}` } }, 404);
    if (!KEY.test(key)) return missing();
    const stored = await storage.get(key);
    if (stored.isErr()) return c.json({ error: { code: stored.error.code, message: stored.error.message } }, 503);
    if (stored.value === null) return missing();
    return c.body(stored.value.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': stored.value.contentType,
      'Cache-Control': 'public, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
