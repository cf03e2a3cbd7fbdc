import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { call } from '../owner/support/owner-http.js';

/**
 * The fetcher the composition root builds from configuration: no environment variable opens
 * loopback or private addresses, whatever is set.
 */

const market = ownerMarketplace();
let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data, {
    env: { PHOTO_ALLOW_LOOPBACK: 'true', ALLOW_LOOPBACK: '1', NODE_ENV: 'test', NODE_TLS_REJECT_UNAUTHORIZED: '0' },
  });
  key = await issueKey(app.services.database, market.users.owner.id);
});
afterAll(async () => {
  await app?.close();
});

describe('the configured photo fetcher', () => {
  it.each(['https://localhost/photo.jpg', 'https://127.0.0.1/photo.jpg', 'https://[::1]/photo.jpg', 'https://169.254.169.254/latest/meta-data/'])(
    'refuses %s',
    async (url) => {
      const answer = await call(app, 'POST', '/my/photos:from-url', { key, json: { url } });
      expectError(answer, 400, 'photo_address_not_public', 'url');
    },
  );
});
