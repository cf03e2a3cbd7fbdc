import { onTestFinished } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock, PhotoFetcher } from '@marketplace/core';
import { FixedClock } from '@marketplace/core/testing';
import { loadSeedData, type SeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { composeServices, createApp, createHttpServer, loadConfig, type AppOptions, type Services } from '../../src/index.js';

export interface TestApp {
  /** http://127.0.0.1:PORT, a real listening server. */
  readonly baseUrl: string;
  readonly services: Services;
  readonly testDatabase: TestDatabase;
  readonly clock: FixedClock;
  /** fetch against the server: `get('/api/v1/adverts?limit=2')`. */
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export const TEST_WEB_BASE_URL = 'https://market.test';
export const TEST_PUBLIC_BASE_URL = 'https://api.market.test';

export interface TestAppOptions {
  readonly clock?: Clock;
  /** Environment over the test defaults (e.g. RATE_LIMITS=on). */
  readonly env?: Readonly<Record<string, string>>;
  /** Logger and lifecycle of the app (operations tests). */
  readonly app?: AppOptions;
  /** Replaces some services (a use case that throws, a database that is down). */
  readonly services?: (services: Services) => Services;
  /** The photo fetcher (tests of uploads pass one that may reach their loopback HTTPS server). */
  readonly photoFetcher?: PhotoFetcher;
  /** A shorter wait for a webhook receiver than production's 10 s (the slow-receiver test). */
  readonly webhookTimeoutMs?: number;
}

/** A real server over a fresh database holding `data`: PostgreSQL, or PGlite in the pglite project. */
export async function startTestApp(data: Partial<SeedData> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = (options.clock as FixedClock | undefined) ?? new FixedClock(new Date('2026-01-15T12:00:00.000Z'));
  const photoDir = mkdtempSync(join(tmpdir(), 'marketplace-photos-'));
  // Request limits are off unless a test turns them on (RATE_LIMITS=on): suites that fire many
  // requests at one key test other things.
  const config = loadConfig({
    PORT: '0',
    WEB_BASE_URL: TEST_WEB_BASE_URL,
    PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL,
    RATE_LIMITS: 'off',
    PHOTO_DIR: photoDir,
    // In-process test servers build their index; the snapshot suites start real processes.
    SEARCH_SNAPSHOT_DIR: 'off',
    ...options.env,
  });
  const testDatabase = await createTestDatabase({ deadlineMs: config.databaseDeadlineMs });
  await loadSeedData(testDatabase.database, data);
  const composed = await composeServices(config, {
    database: testDatabase.database,
    clock,
    ...(options.photoFetcher ? { photoFetcher: options.photoFetcher } : {}),
    ...(options.app?.logger ? { logger: options.app.logger } : {}),
    ...(options.webhookTimeoutMs ? { webhookTimeoutMs: options.webhookTimeoutMs } : {}),
  });
  await composed.searchIndex.start();
  const services = options.services ? options.services(composed) : composed;
  const app = createApp(services, options.app);
  const server = createHttpServer(app.fetch, { requestTimeoutMs: config.requestTimeoutMs });
  // The test's fetch and this server share one event loop: after a long synchronous stretch of a
  // test (a schema validator) the client reused an idle socket at the moment the server's 5 s
  // keep-alive timer closed it (ECONNRESET). Idle sockets of the one test client stay open longer.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    services,
    testDatabase,
    clock,
    get: (path, init) => fetch(`${baseUrl}${path}`, init),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      await testDatabase.drop();
      rmSync(photoDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server for the running test alone (its writes unseen by the other tests of the file), closed
 * when that test ends.
 */
export async function forThisTest<T extends { readonly app: TestApp }>(starting: Promise<T>): Promise<T> {
  const own = await starting;
  onTestFinished(() => own.app.close());
  return own;
}
