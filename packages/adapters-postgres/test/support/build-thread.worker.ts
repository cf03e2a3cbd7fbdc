// The build thread as the server runs it (apps/server/src/search-build.worker.ts), for the feed's tests.
import { serveThreadBuild } from '../../src/index.js';

await serveThreadBuild();
