/**
 * What the write benchmarks share (`bench:writes`, `bench:webhooks`): a fresh database of their
 * own, keys for the owners they load, and the service started as one process over it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiKeyFingerprint, openDatabase, tables, type Database } from '@marketplace/adapters-postgres';
import { SCOPES } from '@marketplace/core';
import { freePort, startCluster, type Cluster } from '../../scripts/pg-cluster.mjs';
import { buildStartProgram, startServer, type ServerProcess } from './processes.js';

/**
 * Runs `measure` on a fresh database `<prefix>_<pid>` created on `serverUrl` (else on a throwaway
 * cluster), and drops it (and the cluster) afterwards, however the run ends.
 */
export async function withBenchDatabase<T>(prefix: string, serverUrl: string | undefined, measure: (url: string) => Promise<T>): Promise<T> {
  let cluster: Cluster | null = null;
  if (!serverUrl) {
    cluster = await startCluster({ max_connections: '200' });
    serverUrl = cluster.url;
  }
  const admin = await openDatabase({ url: serverUrl, maxConnections: 1 });
  const name = `${prefix}_${process.pid}`;
  try {
    await admin.query(sql.raw(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await measure(url.toString());
  } finally {
    await admin.query(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
    cluster?.stop();
  }
}

/** A key with every scope for the user, written straight into the database. */
export async function issueBenchKey(database: Database, userId: string): Promise<string> {
  const key = `mk_${randomUUID().replaceAll('-', '')}${'0'.repeat(8)}`;
  await database.db.insert(tables.apiKeys).values({
    id: randomUUID(),
    userId,
    name: 'bench',
    displayPrefix: key.slice(0, 7),
    fingerprint: apiKeyFingerprint(key),
    scopes: [...SCOPES],
    createdAt: new Date(),
    expiresAt: null,
    revokedAt: null,
  });
  return key;
}

/** The service over `url`, one process unless env.WEB_CONCURRENCY says more (one process's /metrics is then the whole service's), rate limits lifted, `pool` connections per process. */
export async function startBenchService(url: string, pool: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  return startServer({
    script: buildStartProgram(),
    port,
    readyPath: '/readyz',
    // With several processes (env.WEB_CONCURRENCY), ready once each has answered.
    readyInARow: 2 * Number(env.WEB_CONCURRENCY ?? 1),
    env: {
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: String(pool),
      SEED_ADVERTS: '0',
      RATE_LIMITS: 'off',
      WEB_CONCURRENCY: '1',
      ...env,
    },
  });
}
