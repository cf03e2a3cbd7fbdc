// The production install the Dockerfile makes, in `app`: the build (scripts/build.mjs), a
// production install of the CLI package (it depends on the server; hoisted, no dev dependencies)
// and the bundle copied in. `node dist/bin/server.js` then runs there as it runs in the image.
// Used by `pnpm build:check` and `pnpm bench --compiled`.
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';

export function productionInstall(root, app, stdio = 'inherit') {
  const pnpm = (args) => execFileSync('npx', ['--yes', 'pnpm@9.15.9', ...args], { cwd: root, stdio });
  pnpm(['build']);
  pnpm(['--filter', '@marketplace/cli', 'deploy', '--prod', '--config.node-linker=hoisted', app]);
  cpSync(join(root, 'dist'), join(app, 'dist'), { recursive: true });
}
