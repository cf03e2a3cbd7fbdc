import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoStorage, StoredObject } from '../../ports/photos.js';

export interface PhotoStorageHarness {
  readonly storage: PhotoStorage;
  close(): Promise<void>;
}

const JPEG: StoredObject = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]), contentType: 'image/jpeg' };
const WEBP: StoredObject = { bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 8, 7]), contentType: 'image/webp' };
let next = 0;
/** A fresh key of the service's own shape (a photo id and an extension); the harness opens an empty store. */
const key = (extension: string) => `contract-photo-${(next++).toString(36)}.${extension}`;

/**
 * What every `PhotoStorage` must do: keep an object under a photo key and give it back, bytes and
 * type; answer null for a key it does not hold; remove idempotently; and hold only the service's
 * own keys (a photo id and an extension): a read of any other key finds nothing, a write or a
 * removal of one is a bug and throws, so no key can reach outside the store. It runs against
 * `InMemoryPhotoStorage`, `LocalPhotoStorage` and `S3PhotoStorage`.
 */
export function describePhotoStorageContract(name: string, open: () => Promise<PhotoStorageHarness>): void {
  describe(`PhotoStorage contract: ${name}`, () => {
    let harness: PhotoStorageHarness;
    let storage: PhotoStorage;
    beforeAll(async () => {
      harness = await open();
      storage = harness.storage;
    });
    afterAll(async () => harness?.close());

    it('gives back what was put, bytes and content type, and replaces it on a second put', async () => {
      const photo = key('jpg');
      (await storage.put(photo, JPEG))._unsafeUnwrap();
      expect((await storage.get(photo))._unsafeUnwrap()).toEqual(JPEG);
      const other = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 42]), contentType: 'image/jpeg' };
      (await storage.put(photo, other))._unsafeUnwrap();
      expect((await storage.get(photo))._unsafeUnwrap()).toEqual(other);
    });

    it('keeps objects apart by key', async () => {
      const [photo, thumbnail] = [key('jpg'), key('thumb.webp')];
      (await storage.put(photo, JPEG))._unsafeUnwrap();
      (await storage.put(thumbnail, WEBP))._unsafeUnwrap();
      expect((await storage.get(thumbnail))._unsafeUnwrap()).toEqual(WEBP);
      expect((await storage.get(photo))._unsafeUnwrap()).toEqual(JPEG);
    });

    it('answers null for a key it does not hold, and after a removal; removing twice is no error', async () => {
      const photo = key('png');
      expect((await storage.get(photo))._unsafeUnwrap()).toBeNull();
      (await storage.put(photo, { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' }))._unsafeUnwrap();
      (await storage.remove(photo))._unsafeUnwrap();
      expect((await storage.get(photo))._unsafeUnwrap()).toBeNull();
      expect((await storage.remove(photo)).isOk()).toBe(true);
    });

    it('holds only the service’s own keys: another key reads as absent, and writing or removing one throws', async () => {
      for (const foreign of ['../escape.jpg', 'a/b.jpg', '.hidden.jpg', '', 'x'.repeat(200)]) {
        expect((await storage.get(foreign))._unsafeUnwrap()).toBeNull();
        expect(() => storage.put(foreign, JPEG)).toThrow(/not a photo key/);
        expect(() => storage.remove(foreign)).toThrow(/not a photo key/);
      }
    });
  });
}
