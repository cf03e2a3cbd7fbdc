// The node flags `pnpm start` runs the server with, read from package.json's start script
// (`… && exec node <flags> dist/bin/server.js`): the bench, `pnpm build:check` and the image's
// test run or hold the server to the same flags (decision 0077).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The flags between `exec node` and `dist/bin/server.js` in the start script. */
export function startNodeFlags() {
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
  const flags = /exec node (.*) dist\/bin\/server\.js$/.exec(start)?.[1];
  if (flags === undefined) throw new Error(`the start script does not end in "exec node <flags> dist/bin/server.js": ${start}`);
  return flags.split(' ');
}
