import { fillFromPhotosInput, type makeFillFromPhotos, recognizedItemOutput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { CATEGORY_ID, PHOTO } from './samples.js';

export const fillFromPhotos = ownerWrite({
  operationId: 'fill_from_photos',
  summary: 'Describe the item in uploaded photos: title, description, category, condition',
  description: 'In the request language; photo texts are treated as data. At most 100 a day per user.',
  method: 'POST',
  path: '/my/photos:describe',
  scope: 'adverts:write',
  body: fillFromPhotosInput,
  bodyExample: { photo_urls: [PHOTO] },
  response: recognizedItemOutput,
  responseExample: {
    title: 'Samsung Galaxy S23, 256 GB, black',
    description: 'A Samsung Galaxy S23 smartphone with 256 GB of storage in black, with its box.',
    category_id: CATEGORY_ID,
    category: 'Electronics / Phones',
    condition: 'used',
  },
  // No recognizer is configured (decision 0014).
  errors: ['not_configured'],
  useCase: (services: Needs<'fillFromPhotos', typeof makeFillFromPhotos>) => services.fillFromPhotos,
});
