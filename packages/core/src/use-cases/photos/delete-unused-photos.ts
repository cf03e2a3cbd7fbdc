import { ResultAsync, okAsync } from 'neverthrow';
import type { Unavailable } from '../../domain/errors.js';
import { UNUSED_PHOTO_RETENTION_MS } from '../../domain/photo.js';
import type { Clock } from '../../ports/clock.js';
import type { PhotoRecords, PhotoStorage } from '../../ports/photos.js';

export interface DeleteUnusedPhotosDeps {
  readonly photos: PhotoRecords;
  readonly storage: PhotoStorage;
  readonly clock: Clock;
}

const BATCH = 500;

/**
 * Deletes photos that no draft or advert used within 24 hours of upload: rows first (so a photo
 * never answers from a row whose file is gone), then their files. Used photos are kept. Returns
 * how many photos were deleted. Run by the server's interval and by `cli photos gc`.
 */
export function makeDeleteUnusedPhotos(deps: DeleteUnusedPhotosDeps) {
  return (): ResultAsync<number, Unavailable> => {
    const cutoff = new Date(deps.clock.now().getTime() - UNUSED_PHOTO_RETENTION_MS);
    const round = (deleted: number): ResultAsync<number, Unavailable> =>
      deps.photos.deleteUnusedBefore(cutoff, BATCH).andThen(({ deleted: now, keys }) =>
        ResultAsync.combine(keys.map((key) => deps.storage.remove(key))).andThen(() =>
          now < BATCH ? okAsync(deleted + now) : round(deleted + now),
        ),
      );
    return round(0);
  };
}
