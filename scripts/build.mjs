#!/usr/bin/env node
// `pnpm build`: the production build.
// - packages/core as a library: JavaScript and .d.ts in packages/core/dist (tsc; see its publishConfig).
// - The server and the operator CLI as two ES modules, dist/bin/server.js and dist/bin/cli.js, and
//   the search index's build thread, dist/bin/search-build.worker.js
//   (esbuild): the workspace's TypeScript is compiled into them; every other package is imported
//   at run time from node_modules (a production install: `pnpm deploy --prod`, see the Dockerfile).
// - The SQL migrations in dist/migrations, where the bundled adapter looks for them
//   (`../migrations` from dist/bin, as from packages/adapters-postgres/src).
// - dist/node_modules: a link to each package the compiled files import, as installed in this
//   checkout, so `node dist/bin/server.js` and `node dist/bin/cli.js` run where they were built.
//   The image does not copy it: its production install is beside dist/ (see the Dockerfile).
// `--bundle`: all but core's library build (what `pnpm start` runs first, decision 0076: about a
// second, where tsc for core's declarations takes several).
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const bundleOnly = process.argv.includes('--bundle');
// A full build starts from nothing. The start's (--bundle) leaves dist/ in place and replaces only
// the files that changed, each whole (written beside it, then renamed over it): a process already
// running from dist/ (another service, the CLI) reads either version of a file, never a part of
// one, and its worker threads' files are never missing.
if (!bundleOnly) {
  rmSync(dist, { recursive: true, force: true });
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'packages/core/tsconfig.build.json')], { stdio: 'inherit' });
}

/** Replaces `path` whole: `make` writes the new file or link beside it, which is renamed over it. */
function replaceWhole(path, make) {
  mkdirSync(dirname(path), { recursive: true });
  const beside = `${path}.${process.pid}.tmp`;
  make(beside);
  renameSync(beside, path);
}

/** Writes a file of dist/ unless it already holds these bytes, replacing it whole. */
function put(path, contents) {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
  if (existsSync(path) && readFileSync(path).equals(bytes)) return;
  replaceWhole(path, (beside) => writeFileSync(beside, bytes));
}

/** Copies a file or a folder's files into dist/ with `put`. */
function putCopy(from, to) {
  if (!statSync(from).isDirectory()) return put(to, readFileSync(from));
  for (const name of readdirSync(from)) putCopy(join(from, name), join(to, name));
}

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
  // The search index's build thread (decision 0075): an entry of its own, loaded by URL beside the server.
  entryPoints: { server: 'apps/server/src/main.ts', cli: 'apps/cli/src/main.ts', 'search-build.worker': 'apps/server/src/search-build.worker.ts' },
  outdir: join(dist, 'bin'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  write: false,
});
for (const file of result.outputFiles) put(file.path, file.contents);
putCopy(join(root, 'packages/adapters-postgres/migrations'), join(dist, 'migrations'));
// The start responder's thread (decision 0065), plain JavaScript loaded by URL beside the server.
putCopy(join(root, 'apps/server/src/operations/start-responder.worker.mjs'), join(dist, 'bin', 'start-responder.worker.mjs'));
put(join(dist, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);

const imports = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) if (imported.external && !imported.path.startsWith('node:')) imports.add(imported.path);
}
// Packages loaded with createRequire at run time (tinyld's profiles, the roaring addon, the
// reference page's files): named in the compiled files as string literals (esbuild may rename
// `require` to `require2`).
for (const file of result.outputFiles.filter((output) => output.path.endsWith('.js'))) {
  for (const match of file.text.matchAll(/(?:\brequire\d*|\.resolve|createRequire\d*\(import\.meta\.url\))\(\s*["']([^"'./][^"']*)["']\s*\)/g)) {
    if (!match[1].startsWith('node:') && !builtinModules.includes(match[1])) imports.add(match[1]);
  }
}

function isLinkTo(link, target) {
  try {
    return lstatSync(link).isSymbolicLink() && readlinkSync(link) === target;
  } catch {
    return false;
  }
}

/** `pino`, `hono/factory`, `@scope/name/sub` -> the package's name. */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
// The workspace's packages, in the order their installs are searched (a package installed for
// the server is found there first).
const workspaceDirs = ['apps/server', 'apps/cli', ...['apps', 'packages'].flatMap((group) => readdirSync(join(root, group)).map((name) => `${group}/${name}`)), '.'];
const links = join(dist, 'node_modules');
const missing = [];
for (const name of new Set([...imports].map(packageOf))) {
  const found = workspaceDirs.map((dir) => join(root, dir, 'node_modules', name)).find((candidate) => existsSync(candidate));
  if (!found) {
    missing.push(name);
    continue;
  }
  const link = join(links, name);
  const target = realpathSync(found);
  if (isLinkTo(link, target)) continue;
  // Never a moment without the link.
  replaceWhole(link, (beside) => symlinkSync(target, beside, 'dir'));
}
// An optional dependency that did not install (the native roaring addon) has its fallback.
const optional = new Set(
  workspaceDirs.flatMap((dir) => {
    const manifest = join(root, dir, 'package.json');
    return existsSync(manifest) ? Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).optionalDependencies ?? {}) : [];
  }),
);
const required = missing.filter((name) => !optional.has(name));
if (required.length > 0) throw new Error(`not installed in this checkout, so dist/ cannot run here: ${required.join(', ')}`);
// The start's build says nothing: the service's own log follows.
if (!bundleOnly) process.stdout.write(`built dist/bin/server.js, dist/bin/cli.js; imported at run time: ${[...imports].sort().join(', ')}\n`);
