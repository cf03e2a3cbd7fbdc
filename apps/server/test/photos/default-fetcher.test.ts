import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { call } from '../owner/support/owner-http.js';

/**
 * The fetcher the composition root builds (no photo fetcher handed in, as in production) refuses
 * loopback, private and link-local addresses before connecting. Only a fetcher constructed with
 * `testOnly` options allows loopback, and no configuration reads those.
 */

const market = ownerMarketplace();
let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, market.users.owner.id);
});
afterAll(async () => {
  await app?.close();
});

describe('the configured photo fetcher', () => {
  it.each([
    'https://localhost/photo.jpg',
    'https://127.0.0.1/photo.jpg',
    'https://[::1]/photo.jpg',
    'https://10.0.0.1/photo.jpg',
    'https://192.168.1.1/photo.jpg',
    'https://169.254.169.254/latest/meta-data/',
  ])(
    'refuses %s',
    async (url) => {
      const answer = await call(app, 'POST', '/my/photos:from-url', { key, json: { url } });
      expectError(answer, 400, 'photo_address_not_public', 'url');
    },
  );
});
