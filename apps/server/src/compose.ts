import { join } from 'node:path';
import {
  makeAuthenticate,
  makeGetAdvert,
  makeGetCategories,
  makeGetStorefront,
  makeSearchAdverts,
  untranslated,
  type Clock,
  type LinkBases,
} from '@marketplace/core';
import {
  DrizzleAdvertCatalog,
  DrizzleAdvertSearch,
  DrizzleApiKeyLookup,
  DrizzleCategoryCatalog,
  DrizzleStorefrontCatalog,
  openDatabase,
  type Database,
} from '@marketplace/adapters-postgres';
import type { AppConfig } from './config.js';

export const systemClock: Clock = { now: () => new Date() };

/** Everything the apps need, built from configuration in one place. */
export interface Services {
  readonly database: Database;
  readonly clock: Clock;
  readonly linkBases: LinkBases;
  readonly searchAdverts: ReturnType<typeof makeSearchAdverts>;
  readonly getAdvert: ReturnType<typeof makeGetAdvert>;
  readonly getCategories: ReturnType<typeof makeGetCategories>;
  readonly getStorefront: ReturnType<typeof makeGetStorefront>;
  readonly authenticate: ReturnType<typeof makeAuthenticate>;
  close(): Promise<void>;
}

export interface ComposeOverrides {
  readonly clock?: Clock;
  /** An already open database (tests). */
  readonly database?: Database;
}

export async function composeServices(config: AppConfig, overrides: ComposeOverrides = {}): Promise<Services> {
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      maxConnections: config.databasePoolSize,
    }));
  const clock = overrides.clock ?? systemClock;
  const translator = untranslated;
  const advertSearch = new DrizzleAdvertSearch(database);
  return {
    database,
    clock,
    linkBases: { webBaseUrl: config.webBaseUrl, publicBaseUrl: config.publicBaseUrl },
    searchAdverts: makeSearchAdverts({ advertSearch, translator, clock }),
    getAdvert: makeGetAdvert({ advertCatalog: new DrizzleAdvertCatalog(database), translator, clock }),
    getCategories: makeGetCategories({ categoryCatalog: new DrizzleCategoryCatalog(database) }),
    getStorefront: makeGetStorefront({ storefrontCatalog: new DrizzleStorefrontCatalog(database), translator, clock }),
    authenticate: makeAuthenticate({ apiKeys: new DrizzleApiKeyLookup(database), clock }),
    close: () => (overrides.database ? Promise.resolve() : database.close()),
  };
}
