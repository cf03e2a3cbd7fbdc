import type { ResultAsync } from 'neverthrow';
import type { RateLimited } from '../../domain/daily-cap.js';
import type { InvalidArguments, Unavailable } from '../../domain/errors.js';
import { photoKeys, UNUSED_PHOTO_RETENTION_MS, type PhotoRejected } from '../../domain/photo.js';
import type { IdGenerator } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import type { DailyCaps } from '../../ports/daily-caps.js';
import type { ImageProcessor, PhotoFetcher, PhotoRecords, PhotoStorage } from '../../ports/photos.js';
import { uploadPhotoInput, type UploadedPhoto } from '../../schemas/photos.js';
import type { ScopeRequired } from '../authenticate.js';
import { withDailyUnit } from '../daily-unit.js';
import { guarded, type OwnerContext } from '../owner/context.js';

/** A refused source has its own code (PHOTO_REJECTION_CODES); the store or the cap may fail too. */
export type UploadPhotoFromUrlError = ScopeRequired | InvalidArguments | PhotoRejected | RateLimited | Unavailable;

export interface UploadPhotoDeps {
  readonly fetcher: PhotoFetcher;
  readonly images: ImageProcessor;
  readonly storage: PhotoStorage;
  readonly photos: PhotoRecords;
  readonly dailyCaps: DailyCaps;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/**
 * Downloads an image from a public address into the owner's photos: the fetcher refuses
 * non-public sources, the processor re-encodes it without metadata. Answers the service's own
 * url, temporary until a draft or an advert uses it. A failed upload gives its daily unit back.
 */
export function makeUploadPhotoFromUrl(deps: UploadPhotoDeps) {
  return (raw: unknown, ctx: OwnerContext): ResultAsync<UploadedPhoto, UploadPhotoFromUrlError> =>
    guarded('adverts:write', uploadPhotoInput, raw, ctx, ({ url }) => {
      const ownerId = ctx.principal.userId;
      const now = deps.clock.now();
      const upload = () =>
        deps.fetcher
          .fetch(url)
          .andThen((fetched) => deps.images.process(fetched.bytes))
          .andThen(({ image, thumbnail }) => {
            const id = deps.ids.newId();
            const { key, thumbnailKey } = photoKeys(id, image.extension);
            return deps.storage
              .put(key, { bytes: image.bytes, contentType: image.contentType })
              .andThen(() => deps.storage.put(thumbnailKey, { bytes: thumbnail.bytes, contentType: thumbnail.contentType }))
              .andThen(() =>
                deps.photos.insert({
                  id,
                  ownerId,
                  key,
                  thumbnailKey,
                  contentType: image.contentType,
                  width: image.width,
                  height: image.height,
                  bytes: image.bytes.byteLength,
                  sourceUrl: url,
                  createdAt: now,
                }),
              )
              .map(
                (): UploadedPhoto => ({
                  url: ctx.links.photo(key),
                  thumbnail_url: ctx.links.photo(thumbnailKey),
                  width: image.width,
                  height: image.height,
                  content_type: image.contentType,
                  expires_at: new Date(now.getTime() + UNUSED_PHOTO_RETENTION_MS).toISOString(),
                }),
              );
          });
      return withDailyUnit(deps.dailyCaps, ownerId, 'upload_photo_from_url', now, upload);
    });
}
