#!/usr/bin/env node
// `pnpm build`: the production build.
// - packages/core as a library: JavaScript and .d.ts in packages/core/dist (tsc; see its publishConfig).
// - The server and the operator CLI as two ES modules, dist/bin/server.js and dist/bin/cli.js
//   (esbuild): the workspace's TypeScript is compiled into them; every other package is imported
//   at run time from node_modules (a production install: `pnpm deploy --prod`, see the Dockerfile).
// - The SQL migrations in dist/migrations, where the bundled adapter looks for them
//   (`../migrations` from dist/bin, as from packages/adapters-postgres/src).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'packages/core/tsconfig.build.json')], { stdio: 'inherit' });

/** Workspace packages are compiled in; any other bare import stays an import. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@marketplace/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: { server: 'apps/server/src/main.ts', cli: 'apps/cli/src/main.ts' },
  outdir: join(dist, 'bin'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(join(root, 'packages/adapters-postgres/migrations'), join(dist, 'migrations'), { recursive: true });
writeFileSync(join(dist, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);

const imports = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) if (imported.external && !imported.path.startsWith('node:')) imports.add(imported.path);
}
process.stdout.write(`built dist/bin/server.js, dist/bin/cli.js; imported at run time: ${[...imports].sort().join(', ')}\n`);
