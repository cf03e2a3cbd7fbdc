import { join } from 'node:path';
import {
  makeAccountAdmin,
  makeArchiveAdvert,
  makeBumpAdverts,
  makeMe,
  makeMyAdverts,
  makeRestoreAdvert,
  makeUpdateAdverts,
  makeAuthenticate,
  makeGetChat,
  makeListChats,
  makeMarkChatRead,
  makeSendMessage,
  makeGetAdvert,
  makeGetCategories,
  makeGetStorefront,
  makeSearchAdverts,
  type Clock,
  type DailyCaps,
  type LinkBases,
} from '@marketplace/core';
import {
  cryptoSecrets,
  DrizzleAccounts,
  DrizzleAdvertCatalog,
  DrizzleAdvertSearch,
  DrizzleApiKeyLookup,
  DrizzleChats,
  DrizzleCategoryCatalog,
  DrizzleDailyCaps,
  DrizzleOwnerAdverts,
  DrizzleOwnerReads,
  DrizzleStorefrontCatalog,
  openDatabase,
  randomIds,
  type Database,
} from '@marketplace/adapters-postgres';
import type { AppConfig } from './config.js';
import { buildTranslator } from './translator.js';

export const systemClock: Clock = { now: () => new Date() };

/** Everything the apps need, built from configuration in one place. */
export interface Services {
  readonly database: Database;
  readonly clock: Clock;
  /** Per-user daily caps (publish, send_message, upload, fill_from_photos), shared by processes. */
  readonly dailyCaps: DailyCaps;
  readonly linkBases: LinkBases;
  readonly searchAdverts: ReturnType<typeof makeSearchAdverts>;
  readonly getAdvert: ReturnType<typeof makeGetAdvert>;
  readonly getCategories: ReturnType<typeof makeGetCategories>;
  readonly getStorefront: ReturnType<typeof makeGetStorefront>;
  readonly authenticate: ReturnType<typeof makeAuthenticate>;
  readonly me: ReturnType<typeof makeMe>;
  readonly myAdverts: ReturnType<typeof makeMyAdverts>;
  readonly updateAdverts: ReturnType<typeof makeUpdateAdverts>;
  readonly bumpAdverts: ReturnType<typeof makeBumpAdverts>;
  readonly archiveAdvert: ReturnType<typeof makeArchiveAdvert>;
  readonly restoreAdvert: ReturnType<typeof makeRestoreAdvert>;
  readonly listChats: ReturnType<typeof makeListChats>;
  readonly getChat: ReturnType<typeof makeGetChat>;
  readonly sendMessage: ReturnType<typeof makeSendMessage>;
  readonly markChatRead: ReturnType<typeof makeMarkChatRead>;
  /** Operator use cases (users, plans, keys) for the CLI and the start command. */
  readonly accountAdmin: ReturnType<typeof makeAccountAdmin>;
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
  const translator = buildTranslator(config.translator, database, clock);
  const chats = new DrizzleChats(database);
  const advertSearch = new DrizzleAdvertSearch(database);
  const ownerAdverts = new DrizzleOwnerAdverts(database);
  const ownerReads = new DrizzleOwnerReads(database);
  const dailyCaps = new DrizzleDailyCaps(database);
  return {
    database,
    clock,
    dailyCaps,
    linkBases: { webBaseUrl: config.webBaseUrl, publicBaseUrl: config.publicBaseUrl },
    searchAdverts: makeSearchAdverts({ advertSearch, translator, clock }),
    getAdvert: makeGetAdvert({ advertCatalog: new DrizzleAdvertCatalog(database), translator, clock }),
    getCategories: makeGetCategories({ categoryCatalog: new DrizzleCategoryCatalog(database) }),
    getStorefront: makeGetStorefront({ storefrontCatalog: new DrizzleStorefrontCatalog(database), translator, clock }),
    authenticate: makeAuthenticate({ apiKeys: new DrizzleApiKeyLookup(database), clock }),
    me: makeMe({ ownerReads, clock }),
    myAdverts: makeMyAdverts({ ownerReads, translator, clock }),
    updateAdverts: makeUpdateAdverts({ ownerAdverts, clock }),
    bumpAdverts: makeBumpAdverts({ ownerAdverts, clock }),
    archiveAdvert: makeArchiveAdvert({ ownerAdverts, clock }),
    restoreAdvert: makeRestoreAdvert({ ownerAdverts, clock }),
    listChats: makeListChats({ chats, translator, clock }),
    getChat: makeGetChat({ chats, translator }),
    sendMessage: makeSendMessage({ chats, dailyCaps, translator, ids: randomIds, clock }),
    markChatRead: makeMarkChatRead({ chats, clock }),
    accountAdmin: makeAccountAdmin({ accounts: new DrizzleAccounts(database), ids: randomIds, secrets: cryptoSecrets, clock }),
    close: () => (overrides.database ? Promise.resolve() : database.close()),
  };
}
