import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import {
  makeDeleteUnusedPhotos,
  makeFillFromPhotos,
  makeUploadPhotoFromUrl,
  missingFields,
  photoKeyOf,
  photoRejected,
  unconfiguredRecognizer,
  type DraftRecord,
  type PhotoRecords,
  type PhotoStorage,
  type Scope,
  type StoredObject,
} from '../src/index.js';
import { FixedClock, InMemoryDailyCaps, testId } from '../src/testing/index.js';
import { links } from './support.js';

const ownerId = testId();
const ctxOf = (scopes: Scope[] = ['adverts:write']) => ({ lang: 'en' as const, links, principal: { userId: ownerId, keyId: testId(), scopes } });

const draft = (overrides: Partial<DraftRecord> = {}): DraftRecord => ({
  id: testId(),
  ownerId,
  contour: 'private',
  type: 'sell',
  title: 'Lamp',
  description: 'Brass lamp.',
  category: { id: testId(), kind: 'goods', isLeaf: true, path: ['Home', 'Lamps'] },
  priceMinor: 1000,
  currency: 'EUR',
  negotiable: false,
  condition: 'used',
  address: { city: 'Novi Sad' },
  photos: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

describe('missingFields', () => {
  it('is empty for a complete draft; photos are not required', () => {
    expect(missingFields(draft())).toEqual([]);
  });

  it('lists every absent required field in a stable order', () => {
    expect(missingFields(draft({ title: null, description: null, category: null, condition: null, priceMinor: null, address: null }))).toEqual([
      'title',
      'description',
      'category_id',
      'condition',
      'price',
      'address',
    ]);
  });

  it('takes negotiable instead of a price', () => {
    expect(missingFields(draft({ priceMinor: null, negotiable: true }))).toEqual([]);
  });

  it('needs a condition only for a sell advert in a goods category', () => {
    const services = { id: testId(), kind: 'services' as const, isLeaf: true, path: ['Services'] };
    expect(missingFields(draft({ condition: null, category: services }))).toEqual([]);
    expect(missingFields(draft({ condition: null, type: 'buy' }))).toEqual([]);
    expect(missingFields(draft({ condition: null }))).toEqual(['condition']);
  });

  it('counts a category that is not a leaf as missing', () => {
    expect(missingFields(draft({ category: { id: testId(), kind: 'goods', isLeaf: false, path: ['Home'] } }))).toEqual(['category_id']);
  });
});

describe('photoKeyOf', () => {
  it('reads the key of a url this service returns, with or without its utm tag', () => {
    expect(photoKeyOf(links.photo('abc.jpg'), links)).toBe('abc.jpg');
    expect(photoKeyOf('https://api.market.test/photos/abc.jpg', links)).toBe('abc.jpg');
  });

  it.each([
    'https://elsewhere.test/photos/abc.jpg',
    'http://api.market.test/photos/abc.jpg',
    'https://api.market.test/other/abc.jpg',
    'https://api.market.test/photos/../abc.jpg',
    'https://api.market.test/photos/',
    'abc.jpg',
  ])('refuses %s', (url) => {
    expect(photoKeyOf(url, links)).toBeNull();
  });
});

class MemoryStorage implements PhotoStorage {
  readonly objects = new Map<string, StoredObject>();
  put = (key: string, object: StoredObject) => okAsync<void, never>(void this.objects.set(key, object));
  get = (key: string) => okAsync<StoredObject | null, never>(this.objects.get(key) ?? null);
  remove = (key: string) => okAsync<void, never>(void this.objects.delete(key));
}

const image = { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' as const, extension: 'png', width: 4, height: 3 };

function uploadWith(fetchResult: 'ok' | 'refused') {
  const storage = new MemoryStorage();
  const inserted: string[] = [];
  const dailyCaps = new InMemoryDailyCaps();
  const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
  const photos: PhotoRecords = {
    insert: (photo) => okAsync(void inserted.push(photo.key)),
    deleteUnusedBefore: () => okAsync({ deleted: 0, keys: [] }),
  };
  const upload = makeUploadPhotoFromUrl({
    fetcher: {
      fetch: () => (fetchResult === 'ok' ? okAsync({ bytes: new Uint8Array([9]) }) : errAsync(photoRejected('photo_address_not_public'))),
    },
    images: { process: () => okAsync({ image, thumbnail: { ...image, contentType: 'image/webp', extension: 'webp' } }) },
    storage,
    photos,
    dailyCaps,
    ids: { newId: () => 'p1' },
    clock,
  });
  return { upload, storage, inserted, dailyCaps, clock };
}

describe('makeUploadPhotoFromUrl', () => {
  it('stores the image and its thumbnail and answers the service url, valid for 24 hours', async () => {
    const { upload, storage, inserted } = uploadWith('ok');
    const result = await upload({ url: 'https://photos.example/a.png' }, ctxOf());
    expect(result._unsafeUnwrap()).toEqual({
      url: 'https://api.market.test/photos/p1.png?utm_source=api',
      thumbnail_url: 'https://api.market.test/photos/p1.thumb.webp?utm_source=api',
      width: 4,
      height: 3,
      content_type: 'image/png',
      expires_at: '2026-01-16T12:00:00.000Z',
    });
    expect([...storage.objects.keys()]).toEqual(['p1.png', 'p1.thumb.webp']);
    expect(inserted).toEqual(['p1.png']);
  });

  it('gives the daily unit back when the source is refused', async () => {
    const { upload, dailyCaps, clock } = uploadWith('refused');
    const result = await upload({ url: 'https://photos.example/a.png' }, ctxOf());
    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'photo_address_not_public', field: 'url' });
    expect((await dailyCaps.used(ownerId, 'upload_photo_from_url', clock.now()))._unsafeUnwrap()).toBe(0);
  });

  it('checks the scope before anything else', async () => {
    const { upload } = uploadWith('ok');
    expect((await upload({ url: 'nope' }, ctxOf(['adverts:read'])))._unsafeUnwrapErr().code).toBe('scope_required');
  });
});

describe('makeFillFromPhotos', () => {
  it('answers not_configured without a recognizer, and the daily unit is given back', async () => {
    const storage = new MemoryStorage();
    await storage.put('p1.png', { bytes: new Uint8Array([1]), contentType: 'image/png' });
    const dailyCaps = new InMemoryDailyCaps();
    const clock = new FixedClock();
    const fill = makeFillFromPhotos({
      recognizer: unconfiguredRecognizer,
      photos: { ownPhotos: () => okAsync([{ id: 'p1', key: 'p1.png', thumbnailKey: 'p1.thumb.webp' }]) },
      storage,
      categoryCatalog: { listSubtree: () => okAsync([]) },
      dailyCaps,
      clock,
    });
    const result = await fill({ photo_urls: [links.photo('p1.png')] }, ctxOf());
    expect(result._unsafeUnwrapErr().code).toBe('not_configured');
    expect((await dailyCaps.used(ownerId, 'fill_from_photos', clock.now()))._unsafeUnwrap()).toBe(0);
  });
});

describe('makeDeleteUnusedPhotos', () => {
  it('deletes in batches until a batch is short, removing every file key', async () => {
    const storage = new MemoryStorage();
    const cutoffs: Date[] = [];
    let left = 1200;
    const remove: string[] = [];
    storage.remove = (key: string) => okAsync(void remove.push(key));
    const photos: PhotoRecords = {
      insert: () => okAsync(undefined),
      deleteUnusedBefore: (cutoff, limit) => {
        cutoffs.push(cutoff);
        const n = Math.min(left, limit);
        left -= n;
        return okAsync({ deleted: n, keys: Array.from({ length: n }, (_, i) => `k${left + i}.jpg`) });
      },
    };
    const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
    const result = await makeDeleteUnusedPhotos({ photos, storage, clock })();
    expect(result._unsafeUnwrap()).toBe(1200);
    expect(remove).toHaveLength(1200);
    expect(cutoffs.map((c) => c.toISOString())).toEqual(Array(3).fill('2026-01-14T12:00:00.000Z'));
  });
});
