import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePhotoStorageContract } from '@marketplace/core/contracts';
import { LocalPhotoStorage } from '../src/local-photo-storage.js';

const openDirectory = async () => mkdtemp(join(tmpdir(), 'local-photo-storage-'));

describePhotoStorageContract('LocalPhotoStorage', async () => {
  const directory = await openDirectory();
  return { storage: new LocalPhotoStorage(directory), close: () => rm(directory, { recursive: true, force: true }) };
});

describe('LocalPhotoStorage', () => {
  it('writes each photo as one file named by its key, creating the directory, and leaves no temporary file', async () => {
    const parent = await openDirectory();
    try {
      const directory = join(parent, 'photos', 'nested');
      const storage = new LocalPhotoStorage(directory);
      const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]);
      (await Promise.all(['a1.png', 'a1.thumb.webp'].map((key) => storage.put(key, { bytes, contentType: 'image/png' })))).forEach((r) => r._unsafeUnwrap());
      expect((await readdir(directory)).sort()).toEqual(['a1.png', 'a1.thumb.webp']);
      // The content type is the key's: the service chose both when it stored the photo.
      expect((await storage.get('a1.thumb.webp'))._unsafeUnwrap()?.contentType).toBe('image/webp');
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('answers unavailable when the directory cannot be written', async () => {
    const parent = await openDirectory();
    try {
      // A file where the directory should be: mkdir fails, as on a full or read-only disk.
      const blocked = join(parent, 'file');
      await new LocalPhotoStorage(parent).put('file', { bytes: new Uint8Array([1]), contentType: 'image/jpeg' });
      const result = await new LocalPhotoStorage(blocked).put('p1.jpg', { bytes: new Uint8Array([1]), contentType: 'image/jpeg' });
      expect(result._unsafeUnwrapErr().code).toBe('unavailable');
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
