import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { PhotoContentType, PhotoRejected } from '../domain/photo.js';

/** Bytes downloaded from a public address, within the limits; not yet trusted as an image. */
export interface FetchedPhoto {
  readonly bytes: Uint8Array;
}

/** Downloads a photo from a public https address, refusing anything that is not one. */
export interface PhotoFetcher {
  fetch(url: string): ResultAsync<FetchedPhoto, PhotoRejected | Unavailable>;
}

export interface EncodedImage {
  readonly bytes: Uint8Array;
  readonly contentType: PhotoContentType;
  /** File extension of the format: jpg, png, webp, gif. */
  readonly extension: string;
  readonly width: number;
  readonly height: number;
}

/** A decoded, re-encoded image without metadata, and its thumbnail. */
export interface ProcessedPhoto {
  readonly image: EncodedImage;
  readonly thumbnail: EncodedImage;
}

/** Decodes untrusted bytes (type from the bytes), strips metadata, re-encodes, makes a thumbnail. */
export interface ImageProcessor {
  process(bytes: Uint8Array): ResultAsync<ProcessedPhoto, PhotoRejected>;
}

export interface StoredObject {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** Where photo files live (a local directory by default); keys are the service's own. */
export interface PhotoStorage {
  put(key: string, object: StoredObject): ResultAsync<void, Unavailable>;
  get(key: string): ResultAsync<StoredObject | null, Unavailable>;
  /** Removing an absent key is not an error. */
  remove(key: string): ResultAsync<void, Unavailable>;
}

export interface NewPhotoRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly key: string;
  readonly thumbnailKey: string;
  readonly contentType: PhotoContentType;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly sourceUrl: string;
  readonly createdAt: Date;
}

/** The photos table: who uploaded what, and whether a draft or an advert uses it. */
export interface PhotoRecords {
  insert(photo: NewPhotoRecord): ResultAsync<void, Unavailable>;
  /**
   * Deletes up to `limit` photos never used and created before `cutoff`: how many, and the keys
   * of their files (photo and thumbnail). A photo that becomes used meanwhile is kept.
   */
  deleteUnusedBefore(cutoff: Date, limit: number): ResultAsync<{ deleted: number; keys: string[] }, Unavailable>;
}
