/**
 * The search index's build thread (decision 0075): a runtime rebuild reads the database, builds
 * the index and writes it as a snapshot here, off the thread that answers requests. Its own entry
 * in the compiled build (`dist/bin/search-build.worker.js`), started by `compose.ts`.
 */
import { serveThreadBuild } from '@marketplace/adapters-postgres';

await serveThreadBuild();
