import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SharpImageProcessor } from '../src/index.js';

/** Untrusted bytes to clean images: type from the bytes, metadata stripped, pixel limit, thumbnail. */

const picture = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** A JPEG carrying EXIF with a GPS position, as phones write it. */
const jpegWithGps = () =>
  picture()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 49/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '20/1 27/1 0/1' },
    })
    .jpeg()
    .toBuffer();

const processor = new SharpImageProcessor();

describe('SharpImageProcessor', () => {
  it('strips EXIF with the GPS position and re-encodes as JPEG, with a WebP thumbnail', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const result = await processor.process(new Uint8Array(input));
    if (result.isErr()) throw new Error(result.error.message);
    const { image, thumbnail } = result.value;
    expect({ type: image.contentType, ext: image.extension, w: image.width, h: image.height }).toEqual({
      type: 'image/jpeg',
      ext: 'jpg',
      w: 640,
      h: 480,
    });
    const meta = await sharp(Buffer.from(image.bytes)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(Buffer.from(image.bytes).includes('PhoneMaker')).toBe(false);
    const thumb = await sharp(Buffer.from(thumbnail.bytes)).metadata();
    expect({ format: thumb.format, w: thumb.width, h: thumb.height, exif: thumb.exif }).toEqual({ format: 'webp', w: 320, h: 240, exif: undefined });
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('keeps a %s a %s', async (format, contentType) => {
    const input = await picture(100, 50).toFormat(format).toBuffer();
    const result = await processor.process(new Uint8Array(input));
    expect(result.isOk() && { type: result.value.image.contentType, w: result.value.image.width }).toEqual({ type: contentType, w: 100 });
  });

  it('judges the type by the bytes, not by a claim: text is photo_unsupported_type', async () => {
    const result = await processor.process(new TextEncoder().encode('<html>not an image</html>'));
    expect(result.isErr() && result.error.code).toBe('photo_unsupported_type');
  });

  it('refuses other image formats (TIFF) as photo_unsupported_type', async () => {
    const result = await processor.process(new Uint8Array(await picture(10, 10).tiff().toBuffer()));
    expect(result.isErr() && result.error.code).toBe('photo_unsupported_type');
  });

  it('refuses a truncated JPEG as photo_invalid_image', async () => {
    const input = await jpegWithGps();
    const result = await processor.process(new Uint8Array(input.subarray(0, Math.floor(input.length / 2))));
    expect(result.isErr() && result.error.code).toBe('photo_invalid_image');
  });

  it('refuses more pixels than the limit before decoding them', async () => {
    const small = new SharpImageProcessor({ maxPixels: 100 * 100 });
    const ok = await small.process(new Uint8Array(await picture(100, 100).png().toBuffer()));
    expect(ok.isOk()).toBe(true);
    const result = await small.process(new Uint8Array(await picture(101, 100).png().toBuffer()));
    expect(result.isErr() && result.error.code).toBe('photo_too_many_pixels');
  });
});
