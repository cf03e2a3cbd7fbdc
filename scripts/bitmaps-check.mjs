// After `pnpm install` (the root's postinstall): says which bitmap library the search index will
// use. The native `roaring` addon is an optional dependency; where its prebuilt binary cannot be
// downloaded and no compiler is present, pnpm prints a long `gyp ERR!` block, "Failed", then
// "Done", and the service quietly runs on the WebAssembly build (roaring-wasm). This says so.
//
// Usage: node scripts/bitmaps-check.mjs [workspace root]. Never fails the install.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));

/** The workspace packages that depend on `roaring` (the search index's package). */
function dependents() {
  const found = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifest = join(dir, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      if (pkg.optionalDependencies?.roaring || pkg.dependencies?.roaring) found.push(manifest);
    }
  }
  return found;
}

const manifests = dependents();
if (manifests.length === 0) process.exit(0);
const failures = [];
for (const manifest of manifests) {
  try {
    // Loads the addon as the service does: its binary is found and opens on this Node.
    createRequire(manifest)('roaring');
  } catch (error) {
    failures.push(String(error?.message ?? error).split('\n')[0]);
  }
}
if (failures.length === 0) {
  console.log('search index bitmaps: the native roaring addon is installed.');
} else {
  console.log(
    [
      '',
      'search index bitmaps: the native `roaring` addon is not available, so the service uses the',
      'WebAssembly fallback (roaring-wasm): the same answers, slower searches and index builds.',
      `  why: ${failures[0]}`,
      '  (the "Failed" line above with `gyp ERR!` was this optional addon; the install itself is fine)',
      'To build the native addon: allow downloads from github.com (its prebuilt binaries) or install',
      'python3, make and g++, then run `pnpm install --force`. The service logs the bitmaps it uses at',
      'start and shows them at /readyz (search_index.bitmaps) and /metrics (search_index_bitmaps_info).',
      '',
    ].join('\n'),
  );
}
