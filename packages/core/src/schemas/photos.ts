import { z } from 'zod';
import { acceptableText, dateTime } from './common.js';
import { PHOTO_CONTENT_TYPES } from '../domain/photo.js';

export const uploadPhotoInput = z.strictObject({
  url: z.url().check(acceptableText()).max(2000).meta({ description: 'A public https address of a JPEG, PNG, WebP or GIF image.' }),
});

export const uploadedPhotoOutput = z
  .object({
    url: z.string().meta({ description: "The service's url of the stored image; use it in drafts and recognition." }),
    thumbnail_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    content_type: z.enum(PHOTO_CONTENT_TYPES),
    expires_at: dateTime.meta({ description: 'Deleted at this time unless a draft or an advert uses it.' }),
  })
  .meta({ id: 'UploadedPhoto' });
export type UploadedPhoto = z.output<typeof uploadedPhotoOutput>;

export const fillFromPhotosInput = z.strictObject({
  photo_urls: z
    .array(z.string().check(acceptableText()).max(2000))
    .min(1)
    .max(10)
    .meta({ description: 'Urls returned by upload_photo_from_url, all of one item.' }),
});

export const recognizedItemOutput = z
  .object({
    title: z.string(),
    description: z.string(),
    category_id: z.uuid().nullable().meta({ description: 'A leaf category, or null when none fits.' }),
    category: z.string().nullable(),
    condition: z.enum(['new', 'used']).nullable(),
  })
  .meta({ id: 'RecognizedItem' });
export type RecognizedItem = z.output<typeof recognizedItemOutput>;
