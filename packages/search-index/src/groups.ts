/**
 * Docs grouped by a small integer key (a counting sort: stable, two passes, no per-group arrays):
 * group g is a view of one array holding the docs whose key is g, in `docs`' order. A build and a
 * snapshot's load group millions of docs by type, currency, grid cell and bucket this way, where
 * an array per group grown by push cost the garbage collector most of the time.
 */
export function* grouping(docs: Uint32Array, keys: Uint32Array, groups: number): Generator<void, Uint32Array[], void> {
  if (keys.length !== docs.length) throw new Error('a key for every doc');
  const ends = new Uint32Array(groups + 1);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key >= groups) throw new Error(`key ${key} past the ${groups} groups`);
    ends[key + 1]!++;
  }
  for (let g = 0; g < groups; g++) ends[g + 1]! += ends[g]!;
  const starts = ends.slice(0, groups);
  const grouped = new Uint32Array(docs.length);
  for (let i = 0; i < docs.length; i++) {
    grouped[ends[keys[i]!]!++] = docs[i]!;
    if ((i & 65_535) === 65_535) yield;
  }
  const out: Uint32Array[] = [];
  for (let g = 0; g < groups; g++) out.push(grouped.subarray(starts[g]!, ends[g]!));
  return out;
}
