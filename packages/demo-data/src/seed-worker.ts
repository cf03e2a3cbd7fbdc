/**
 * A worker thread of `seedMarket`: generates advert batches and encodes them as COPY data, so the
 * loading thread only writes to PostgreSQL while the next batches are made (see seed.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { copyDataBuffers, encodeSeedBatch } from '@marketplace/adapters-postgres';
import { advertBatch, type MarketOptions } from './market.js';
import { loadVocabulary } from './language/vocabulary.js';

export interface SeedWorkerData {
  readonly market: Omit<MarketOptions, 'now'> & { readonly now: number };
  readonly paths: readonly (readonly [string, readonly string[]])[];
  readonly photoIds: readonly (readonly [string, string])[];
}

const data = workerData as SeedWorkerData;
const market: MarketOptions = { ...data.market, now: new Date(data.market.now) };
const context = { paths: new Map(data.paths), photoIds: new Map(data.photoIds) };
if (market.text === 'real') await loadVocabulary();
parentPort!.on('message', (number: number) => {
  const batch = advertBatch(market, number);
  const encoded = encodeSeedBatch(batch, context);
  parentPort!.postMessage({ number, adverts: batch.adverts.length, data: encoded }, copyDataBuffers(encoded));
});
parentPort!.postMessage('ready');
