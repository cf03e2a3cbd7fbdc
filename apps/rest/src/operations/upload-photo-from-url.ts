import { type makeUploadPhotoFromUrl, PHOTO_REJECTION_CODES, uploadedPhotoOutput, uploadPhotoInput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { PHOTO, THUMBNAIL } from './samples.js';

export const uploadPhotoFromUrl = ownerWrite({
  operationId: 'upload_photo_from_url',
  summary: 'Store a photo downloaded from a public https url',
  description:
    'JPEG, PNG, WebP or GIF up to 10 MB, re-encoded without metadata, with a thumbnail. A photo no draft or advert ' +
    'uses is deleted after 24 hours. At most 200 uploads a day per user.',
  method: 'POST',
  path: '/my/photos:from-url',
  scope: 'adverts:write',
  body: uploadPhotoInput,
  bodyExample: { url: 'https://images.example.org/phone.jpg' },
  response: uploadedPhotoOutput,
  responseExample: {
    url: PHOTO,
    thumbnail_url: THUMBNAIL,
    width: 1600,
    height: 1200,
    content_type: 'image/webp',
    expires_at: '2026-11-21T09:30:00.000Z',
  },
  errors: [...PHOTO_REJECTION_CODES],
  useCase: (services: Needs<'uploadPhotoFromUrl', typeof makeUploadPhotoFromUrl>) => services.uploadPhotoFromUrl,
});
