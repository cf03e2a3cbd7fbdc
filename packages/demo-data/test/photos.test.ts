import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalPhotoStorage } from '@marketplace/adapters-photos';
import { ensurePhotoPool, LEAVES, photoSvg, POOL_PHOTOS, POOL_PHOTO_SIZE } from '../src/index.js';

describe('the demo photo pool', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('has distinct pictures for every leaf, keyed like uploads', () => {
    expect(new Set(POOL_PHOTOS.map((p) => p.key)).size).toBe(POOL_PHOTOS.length);
    for (const photo of POOL_PHOTOS) expect(photo.key).toBe(`${photo.id}.webp`);
    for (const leaf of LEAVES) expect(POOL_PHOTOS.filter((p) => p.slug === leaf.slug).length, leaf.slug).toBeGreaterThanOrEqual(2);
    // Brands are written on the picture as text, escaped.
    const bag = POOL_PHOTOS.find((p) => p.label === 'Jack & Jones')!;
    expect(photoSvg(bag)).toContain('Jack &amp; Jones');
  });

  it('is stored once into the photo storage, as WebP images of the pool size', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-pool-'));
    dirs.push(dir);
    const storage = new LocalPhotoStorage(dir);
    expect(await ensurePhotoPool(storage)).toEqual({ photos: POOL_PHOTOS.length, rendered: POOL_PHOTOS.length });
    expect(await readdir(dir)).toHaveLength(POOL_PHOTOS.length);
    expect(await ensurePhotoPool(storage)).toEqual({ photos: POOL_PHOTOS.length, rendered: 0 });
    const stored = (await storage.get(POOL_PHOTOS[0]!.key))._unsafeUnwrap()!;
    expect(stored.contentType).toBe('image/webp');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', ...POOL_PHOTO_SIZE });
    // Different leaves look different.
    const other = (await storage.get(POOL_PHOTOS.at(-1)!.key))._unsafeUnwrap()!;
    expect(Buffer.compare(Buffer.from(stored.bytes), Buffer.from(other.bytes))).not.toBe(0);
  });
});
