import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ResultAsync } from 'neverthrow';
import { unavailable, type PhotoStorage, type StoredObject, type Unavailable } from '@marketplace/core';
import { contentTypeOfKey, isPhotoKey } from './photo-keys.js';

/**
 * Photos as files in one local directory (the single-node default). Keys are the service's
 * own (a photo id and an extension); anything else is refused, so no key can leave the directory.
 * Files are written to a temporary name and renamed, so a reader never sees half a file.
 */
export class LocalPhotoStorage implements PhotoStorage {
  constructor(private readonly directory: string) {}

  private path(key: string): string {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    return join(this.directory, key);
  }

  put(key: string, object: StoredObject): ResultAsync<void, Unavailable> {
    const target = this.path(key);
    return ResultAsync.fromPromise(
      (async () => {
        await mkdir(this.directory, { recursive: true });
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, object.bytes);
        await rename(temporary, target);
      })(),
      (error) => unavailable(`photo storage failed: ${(error as Error).message}`),
    );
  }

  get(key: string): ResultAsync<StoredObject | null, Unavailable> {
    if (!isPhotoKey(key)) return ResultAsync.fromSafePromise(Promise.resolve(null));
    const path = this.path(key);
    return ResultAsync.fromPromise(
      readFile(path).then(
        (bytes): StoredObject | null => ({ bytes: new Uint8Array(bytes), contentType: contentTypeOfKey(key) }),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      ),
      (error) => unavailable(`photo storage failed: ${(error as Error).message}`),
    );
  }

  remove(key: string): ResultAsync<void, Unavailable> {
    return ResultAsync.fromPromise(rm(this.path(key), { force: true }), (error) =>
      unavailable(`photo storage failed: ${(error as Error).message}`),
    );
  }
}
