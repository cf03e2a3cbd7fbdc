import type { PhotoStorage } from '@marketplace/core';
import { drawing } from './pictures.js';
import { POOL_PHOTO_SIZE, POOL_PHOTOS, type PoolPhoto } from './pool.js';

/** A colour of its own for each photo: the hue from the label, so a brand keeps its colour. */
function hueOf(photo: PoolPhoto): number {
  let h = 0;
  for (const ch of `${photo.slug}/${photo.label}/${photo.variant}`) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The photo as SVG: a soft background, the leaf's drawing in the item's colours, the brand below. */
export function photoSvg(photo: PoolPhoto): string {
  const hue = hueOf(photo);
  const { width, height } = POOL_PHOTO_SIZE;
  const label = photo.label
    ? `<text x="320" y="425" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="hsl(${hue},35%,22%)">${escapeXml(photo.label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 480">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(hue + 180) % 360},30%,95%)"/><stop offset="1" stop-color="hsl(${(hue + 180) % 360},25%,84%)"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#bg)"/><ellipse cx="320" cy="360" rx="230" ry="22" fill="#000" opacity="0.08"/>
${drawing(photo.picture, `hsl(${hue},62%,55%)`, `hsl(${hue},45%,28%)`)}${label}</svg>`;
}

/** The photo as stored: WebP, like the service's own thumbnails. sharp loads on first use only. */
export async function renderPoolPhoto(photo: PoolPhoto): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(Buffer.from(photoSvg(photo))).webp({ quality: 80, effort: 1 }).toBuffer();
  return new Uint8Array(bytes);
}

export interface PoolSummary {
  /** Pool photos asked for (all, or those of `keys`). */
  readonly photos: number;
  readonly rendered: number;
}

/**
 * Puts every pool photo (or those of `keys`) into the storage unless it is there already
 * (idempotent: a second seed, or a restart, renders nothing). Renders two at a time: libvips uses the other threads.
 */
export async function ensurePhotoPool(storage: PhotoStorage, keys?: ReadonlySet<string>): Promise<PoolSummary> {
  let rendered = 0;
  const wanted = POOL_PHOTOS.filter((p) => keys === undefined || keys.has(p.key));
  const queue = [...wanted];
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const existing = await storage.get(photo.key);
      if (existing.isErr()) throw new Error(existing.error.message);
      if (existing.value !== null) continue;
      const put = await storage.put(photo.key, { bytes: await renderPoolPhoto(photo), contentType: 'image/webp' });
      if (put.isErr()) throw new Error(put.error.message);
      rendered += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return { photos: wanted.length, rendered };
}
