import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * /docs in a real browser (Debian's chromium, installed by the test command when missing) with the
 * network cut off: every request that is not to the service's own loopback origin is aborted and
 * host names do not resolve. The page must list the operations from this origin alone, without a
 * policy violation, and link the OpenAPI document when scripts are off. A screenshot is kept in
 * test-artifacts/ (not committed).
 */

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = fileURLToPath(new URL('../../../../test-artifacts/', import.meta.url));
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No name resolves: only the literal loopback address of the service is reachable.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

let database: TestDatabase;
let server: ServerProcess;
const profiles: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await loadSeedData(database.database, ownerMarketplace().data);
  server = await startServerProcess({ DATABASE_URL: database.url });
}, 60_000);
afterAll(async () => {
  server.kill();
  await database.drop();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

interface Browsing {
  readonly context: BrowserContext;
  /** Requests the page tried to send anywhere but the service's origin (all were aborted). */
  readonly elsewhere: string[];
  /** Console errors and uncaught page errors (a blocked script or style shows up here). */
  readonly errors: string[];
}

async function browse(options: { javaScriptEnabled: boolean }): Promise<Browsing> {
  const profile = mkdtempSync(join(tmpdir(), 'marketplace-chromium-'));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: 1280, height: 1600 },
  });
  const origin = new URL(server.baseUrl).origin;
  const elsewhere: string[] = [];
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    elsewhere.push(url);
    return route.abort('internetdisconnected');
  });
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  return { context, elsewhere, errors };
}

it('lists every operation of the document, from this origin only, offline', async () => {
  const document = (await (await fetch(`${server.baseUrl}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId: string }>>;
    webhooks?: Record<string, Record<string, unknown>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.values(byMethod).map((operation) => ({ path, operationId: operation.operationId })),
  );
  expect(operations.length).toBeGreaterThan(10);

  const { context, elsewhere, errors } = await browse({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    const answer = await page.goto(`${server.baseUrl}/docs`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    const text = await page.locator('#swagger-ui').innerText();
    for (const { path, operationId } of operations) {
      expect(text, `${operationId} is listed`).toContain(operationId);
      expect(text, `${path} is listed`).toContain(path);
    }
    // Swagger UI shows each event of the document's `webhooks` section as a block of its own too.
    const events = Object.values(document.webhooks ?? {}).flatMap((byMethod) => Object.keys(byMethod));
    expect(events.length).toBeGreaterThan(0);
    expect(await page.locator('.opblock').count()).toBe(operations.length + events.length);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'docs.png') });
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}, 60_000);

it('links the OpenAPI document when scripts are off', async () => {
  const { context, elsewhere } = await browse({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/docs`);
    const link = page.getByRole('link', { name: '/api/v1/openapi.json' });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('/api/v1/openapi.json');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'docs-noscript.png') });
    expect(elsewhere).toEqual([]);
  } finally {
    await context.close();
  }
}, 60_000);
