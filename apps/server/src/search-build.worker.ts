/**
 * The search index's threads: a runtime rebuild reads the database, builds the index and writes
 * it as a snapshot here, off the thread that answers requests (decision 0075); a snapshot's load
 * lays its docs out here while the main thread reads the terms (decision 0082). Its own entry in
 * the compiled build (`dist/bin/search-build.worker.js`), started by `compose.ts`.
 */
import { serveThreadBuild } from '@marketplace/adapters-postgres';

await serveThreadBuild();
