import { fileTypeFromBuffer } from 'file-type';
import type { Sharp, SharpOptions } from 'sharp';
import { errAsync, ResultAsync } from 'neverthrow';
import {
  PHOTO_LIMITS,
  photoRejected,
  type EncodedImage,
  type ImageProcessor,
  type PhotoContentType,
  type PhotoRejected,
  type ProcessedPhoto,
} from '@marketplace/core';

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let sharpModule: Promise<SharpFactory> | null = null;
/** libvips is loaded with the first photo, not at start (it adds some 20 MB to every process). */
const loadSharp = (): Promise<SharpFactory> => (sharpModule ??= import('sharp').then((m) => m.default));

const FORMATS: Record<string, { contentType: PhotoContentType; extension: string; encode: (image: Sharp) => Sharp }> = {
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg', encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }) },
  'image/png': { contentType: 'image/png', extension: 'png', encode: (image) => image.png() },
  'image/webp': { contentType: 'image/webp', extension: 'webp', encode: (image) => image.webp({ quality: 85 }) },
  'image/gif': { contentType: 'image/gif', extension: 'gif', encode: (image) => image.gif() },
};

export interface SharpImageProcessorOptions {
  readonly maxPixels?: number;
  readonly thumbnailSize?: number;
}

/**
 * Untrusted bytes to a clean image: the type is sniffed from the bytes (never a header or a file
 * name), decoding stops above the pixel limit, the image is turned upright and re-encoded in its
 * own format without any metadata (EXIF with GPS, XMP, ICC comments), and a WebP thumbnail is made.
 * An animated GIF keeps its first frame.
 */
export class SharpImageProcessor implements ImageProcessor {
  private readonly maxPixels: number;
  private readonly thumbnailSize: number;

  constructor(options: SharpImageProcessorOptions = {}) {
    this.maxPixels = options.maxPixels ?? PHOTO_LIMITS.maxPixels;
    this.thumbnailSize = options.thumbnailSize ?? PHOTO_LIMITS.thumbnailSize;
  }

  process(bytes: Uint8Array): ResultAsync<ProcessedPhoto, PhotoRejected> {
    return ResultAsync.fromSafePromise(fileTypeFromBuffer(bytes)).andThen((type) => {
      const format = type ? FORMATS[type.mime] : undefined;
      if (!format) return errAsync(photoRejected('photo_unsupported_type', type?.mime ?? 'unknown'));
      return ResultAsync.fromPromise(this.encode(Buffer.from(bytes), format), (error) => this.rejectionOf(error));
    });
  }

  private decoder(sharp: SharpFactory, input: Buffer): Sharp {
    // sharp drops all metadata unless asked to keep it (withMetadata/keepExif); it is never asked.
    return sharp(input, { limitInputPixels: this.maxPixels, failOn: 'error', animated: false }).rotate();
  }

  private async encode(input: Buffer, format: (typeof FORMATS)[string]): Promise<ProcessedPhoto> {
    const sharp = await loadSharp();
    const meta = await sharp(input, { limitInputPixels: this.maxPixels }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > this.maxPixels) throw new PixelLimit();
    const main = await format.encode(this.decoder(sharp, input)).toBuffer({ resolveWithObject: true });
    const thumb = await this.decoder(sharp, input)
      .resize(this.thumbnailSize, this.thumbnailSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const image: EncodedImage = {
      bytes: new Uint8Array(main.data),
      contentType: format.contentType,
      extension: format.extension,
      width: main.info.width,
      height: main.info.height,
    };
    const thumbnail: EncodedImage = {
      bytes: new Uint8Array(thumb.data),
      contentType: 'image/webp',
      extension: 'webp',
      width: thumb.info.width,
      height: thumb.info.height,
    };
    return { image, thumbnail };
  }

  private rejectionOf(error: unknown): PhotoRejected {
    if (error instanceof PixelLimit || (error instanceof Error && /pixel limit/i.test(error.message))) {
      return photoRejected('photo_too_many_pixels');
    }
    if (error instanceof Error) return photoRejected('photo_invalid_image', error.message.split('\n')[0]);
    throw error;
  }
}

class PixelLimit extends Error {}
