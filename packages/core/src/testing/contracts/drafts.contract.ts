import { errAsync, ResultAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_CAPS } from '../../domain/daily-cap.js';
import type { DraftRecord } from '../../domain/draft.js';
import type { Language } from '../../domain/language.js';
import type { DailyCaps } from '../../ports/daily-caps.js';
import type { DraftContent, Drafts, DraftWorkspace } from '../../ports/drafts.js';
import type { NewPhotoRecord, PhotoRecords } from '../../ports/photos.js';
import type { DraftOwnerFixture, PhotoFixture } from '../in-memory-drafts.js';
import type { CategoryFixture } from '../fixtures.js';
import { titlesIn } from '../mothers.js';
import type { CommittedEvent } from './committed-events.js';

/**
 * Owners (with their plan, active adverts and last used address), the category tree and the
 * uploaded photos. An owner's `activeAdverts` carry no city: the adapter's fallback to the newest
 * advert's city is not part of what the in-memory port can model.
 */
export interface DraftsFixture {
  readonly owners: readonly DraftOwnerFixture[];
  readonly categories: readonly CategoryFixture[];
  readonly photos: readonly PhotoFixture[];
}

/** An advert a publish wrote, as far as the contract checks it. */
export interface PublishedAdvertFacts {
  readonly ownerId: string;
  readonly lang: Language;
  readonly title: string;
  readonly city: string | null;
}

export interface DraftsHarness {
  readonly drafts: Drafts;
  /** The photos table the drafts' photos live in (the same store as `drafts`). */
  readonly photoRecords: PhotoRecords;
  /** The daily counters `takeDailyUnit` spends from. */
  readonly caps: DailyCaps;
  photoUsedAt(photoId: string): Promise<Date | null>;
  published(advertId: string): Promise<PublishedAdvertFacts | null>;
  /** The owner's committed events, in the order written. */
  events(ownerId: string): Promise<CommittedEvent[]>;
  close(): Promise<void>;
}

const hex = (n: number) => n.toString(16).padStart(12, '0');
const ownerId = (n: number) => `71000000-0000-4000-8000-${hex(n)}`;
const categoryId = (n: number) => `72000000-0000-4000-8000-${hex(n)}`;
const photoId = (n: number) => `73000000-0000-4000-8000-${hex(n)}`;
const draftId = (n: number) => `74000000-0000-4000-8000-${hex(n)}`;
const advertId = (n: number) => `75000000-0000-4000-8000-${hex(n)}`;
const at = (minute: number) => new Date(Date.UTC(2026, 1, 10, 9, minute));

const category = (n: number, title: string, parentId: string | null, kind: CategoryFixture['kind'] = 'goods'): CategoryFixture => ({
  id: categoryId(n), parentId, position: n, kind, titles: titlesIn(title),
});
const home = category(1, 'Home', null);
const chairs = category(2, 'Chairs', home.id);
const services = category(3, 'Services', null, 'services');
const repairs = category(4, 'Repairs', services.id, 'services');

const O = {
  writer: ownerId(1), other: ownerId(2), lister: ownerId(3), publisher: ownerId(4), limited: ownerId(5),
  capped: ownerId(6), rollback: ownerId(7), racer: ownerId(8), nobody: ownerId(9), saver: ownerId(10), photographer: ownerId(11),
};
const photo = (n: number, owner: string, key: string, thumbnailKey: string | null = null): PhotoFixture => ({
  id: photoId(n), ownerId: owner, key, thumbnailKey, createdAt: at(0), usedAt: null,
});
const P = {
  first: photo(1, O.writer, 'w/1.webp', 'w/1-thumb.webp'),
  second: photo(2, O.writer, 'w/2.webp'),
  others: photo(3, O.other, 'o/3.webp'),
  saved: photo(4, O.saver, 's/4.webp'),
  published: photo(5, O.publisher, 'p/5.webp'),
};

export const DRAFTS_FIXTURE: DraftsFixture = {
  owners: [
    { userId: O.writer, plan: 'basic', lastAddress: { city: 'Novi Sad' } },
    { userId: O.other, plan: 'basic' },
    { userId: O.lister, plan: 'basic' },
    { userId: O.publisher, plan: 'basic' },
    { userId: O.limited, plan: 'free', activeAdverts: 8 },
    { userId: O.capped, plan: 'basic' },
    { userId: O.rollback, plan: 'basic', lastAddress: { city: 'Subotica' } },
    { userId: O.racer, plan: 'basic' },
    { userId: O.nobody, plan: 'free' },
    { userId: O.saver, plan: 'basic' },
    { userId: O.photographer, plan: 'basic' },
  ],
  categories: [home, chairs, services, repairs],
  photos: Object.values(P),
};

const empty: DraftContent = {
  title: null, description: null, categoryId: null, priceMinor: null, currency: 'EUR', negotiable: false, condition: null, address: null, photoIds: [],
};
const complete = (overrides: Partial<DraftContent> = {}): DraftContent => ({
  title: 'Stolica', description: 'Drvena stolica.', categoryId: chairs.id, priceMinor: 2_500, currency: 'EUR', negotiable: false,
  condition: 'used', address: { city: 'Beograd' }, photoIds: [], ...overrides,
});

/**
 * What every implementation of the `Drafts` port must do: drafts kept per owner with their
 * photos and localized category, the look-ups, and the owner's transaction in which a publish
 * reads the plan's free slots, spends a daily unit and writes the advert, all or nothing and one
 * at a time (so racing publishes never pass the plan's limit nor publish a draft twice). And the
 * `PhotoRecords` port of the same store: uploads recorded, unused ones deleted when old. It runs
 * against InMemoryDrafts and the PostgreSQL and PGlite adapters.
 */
export function describeDraftsContract(name: string, open: (fixture: DraftsFixture) => Promise<DraftsHarness>): void {
  describe(`Drafts contract: ${name}`, () => {
    let harness: DraftsHarness;
    let drafts: Drafts;
    beforeAll(async () => {
      harness = await open(DRAFTS_FIXTURE);
      drafts = harness.drafts;
    });
    afterAll(async () => harness?.close());

    const create = async (owner: string, id: string, content: DraftContent, now: Date) =>
      (await drafts.create({ ...content, id, ownerId: owner }, now))._unsafeUnwrap();
    const get = async (owner: string, id: string, lang: Language = 'en') => (await drafts.get(owner, id, lang))._unsafeUnwrap();
    const transact = <T, E>(owner: string, work: (ws: DraftWorkspace) => ResultAsync<T, E>) => drafts.transact(owner, work);
    /** The event publish_draft records with a publish (the use case's, in the owner's transaction). */
    const publishedEvent = (advertId: string, draftId: string) =>
      ({ type: 'advert.published', data: { advert_id: advertId, draft_id: draftId, url: `https://market.test/adverts/${advertId}` } }) as const;
    const publish = (owner: string, id: string, advert: string, now: Date) =>
      transact(owner, (ws) =>
        ws.draft(id, 'en').andThen((draft) =>
          draft === null
            ? errAsync({ code: 'not_found' as const })
            : ws
                .takeDailyUnit('publish_draft', now)
                .andThen(() => ws.publish(draft, { advertId: advert, lang: 'sr' }, now))
                .andThen(() => ws.record(publishedEvent(advert, id), now)),
        ),
      );

    it('stores a new draft and gives it back to its owner only, photos in order, category in the language asked for', async () => {
      const id = draftId(1);
      await create(O.writer, id, complete({ photoIds: [P.second.id, P.first.id], address: { city: 'Novi Sad' } }), at(1));
      const expected: DraftRecord = {
        id, ownerId: O.writer, contour: 'private', type: 'sell', title: 'Stolica', description: 'Drvena stolica.',
        category: { id: chairs.id, kind: 'goods', isLeaf: true, path: ['Home', 'Chairs'] },
        priceMinor: 2_500, currency: 'EUR', negotiable: false, condition: 'used', address: { city: 'Novi Sad' },
        photos: [
          { id: P.second.id, key: 'w/2.webp', thumbnailKey: null },
          { id: P.first.id, key: 'w/1.webp', thumbnailKey: 'w/1-thumb.webp' },
        ],
        createdAt: at(1), updatedAt: at(1),
      };
      expect(await get(O.writer, id)).toEqual(expected);
      expect((await get(O.writer, id, 'ru'))?.category?.path).toEqual(['Home (ru)', 'Chairs (ru)']);
      expect(await get(O.other, id)).toBeNull();
      expect(await get(O.writer, draftId(999))).toBeNull();
      // A photo in a draft is in use: the cleanup job keeps it.
      expect(await harness.photoUsedAt(P.first.id)).toEqual(at(1));

      await create(O.writer, draftId(2), { ...empty, negotiable: true }, at(2));
      expect(await get(O.writer, draftId(2))).toMatchObject({ title: null, category: null, priceMinor: null, negotiable: true, address: null, photos: [] });
    });

    it('lists the owner’s drafts most recently updated first, ties by id, with the total', async () => {
      await create(O.lister, draftId(10), empty, at(1));
      await create(O.lister, draftId(12), empty, at(2));
      await create(O.lister, draftId(11), empty, at(2));
      const ids = async (limit: number) => {
        const page = (await drafts.list(O.lister, limit, 'en'))._unsafeUnwrap();
        return { total: page.total, ids: page.drafts.map((d) => d.id) };
      };
      expect(await ids(10)).toEqual({ total: 3, ids: [draftId(12), draftId(11), draftId(10)] });
      (await transact(O.lister, (ws) => ws.save(draftId(10), complete(), at(5))))._unsafeUnwrap();
      expect(await ids(2)).toEqual({ total: 3, ids: [draftId(10), draftId(12)] });
      const [first] = (await drafts.list(O.lister, 1, 'de'))._unsafeUnwrap().drafts;
      expect(first?.category?.path).toEqual(['Home (de)', 'Chairs (de)']);
      expect((await drafts.list(O.nobody, 10, 'en'))._unsafeUnwrap()).toEqual({ total: 0, drafts: [] });
    });

    it('looks up categories and the owner’s photos, outside and inside a transaction', async () => {
      const lookups = async (on: Pick<Drafts, 'category' | 'ownPhotos'>) => ({
        chairs: (await on.category(chairs.id, 'de'))._unsafeUnwrap(),
        home: (await on.category(home.id, 'en'))._unsafeUnwrap(),
        repairs: (await on.category(repairs.id, 'en'))._unsafeUnwrap(),
        unknown: (await on.category(categoryId(999), 'en'))._unsafeUnwrap(),
        own: (await on.ownPhotos(O.writer, ['w/1-thumb.webp', 'w/2.webp', 'o/3.webp', 'nope.webp']))._unsafeUnwrap().sort((a, b) => (a.id < b.id ? -1 : 1)),
        foreign: (await on.ownPhotos(O.other, ['w/1.webp']))._unsafeUnwrap(),
      });
      const expected = {
        chairs: { id: chairs.id, kind: 'goods', isLeaf: true, path: ['Home (de)', 'Chairs (de)'] },
        home: { id: home.id, kind: 'goods', isLeaf: false, path: ['Home'] },
        repairs: { id: repairs.id, kind: 'services', isLeaf: true, path: ['Services', 'Repairs'] },
        unknown: null,
        // A photo is found by its key or its thumbnail's.
        own: [
          { id: P.first.id, key: 'w/1.webp', thumbnailKey: 'w/1-thumb.webp' },
          { id: P.second.id, key: 'w/2.webp', thumbnailKey: null },
        ],
        foreign: [],
      };
      expect(await lookups(drafts)).toEqual(expected);
      expect((await transact(O.writer, (ws) => ResultAsync.fromSafePromise(lookups(ws))))._unsafeUnwrap()).toEqual(expected);
    });

    it('gives back the owner’s last used address', async () => {
      expect((await drafts.lastAddress(O.writer))._unsafeUnwrap()).toEqual({ city: 'Novi Sad' });
      expect((await drafts.lastAddress(O.nobody))._unsafeUnwrap()).toBeNull();
    });

    it('saves a draft in the owner’s transaction, marking its photos used; another owner reads and writes nothing', async () => {
      const id = draftId(20);
      await create(O.saver, id, empty, at(1));
      const result = await transact(O.saver, (ws) =>
        ws.draft(id, 'en').andThen((draft) => ws.save(id, complete({ title: 'Lampa', photoIds: [P.saved.id] }), at(3)).map(() => draft?.id)),
      );
      expect(result._unsafeUnwrap()).toBe(id);
      expect(await get(O.saver, id)).toMatchObject({ title: 'Lampa', createdAt: at(1), updatedAt: at(3), photos: [{ id: P.saved.id }] });
      expect(await harness.photoUsedAt(P.saved.id)).toEqual(at(3));
      const stranger = await transact(O.other, (ws) => ws.draft(id, 'en').andThen((seen) => ws.save(id, complete({ title: 'Mine' }), at(4)).map(() => seen)));
      expect(stranger._unsafeUnwrap()).toBeNull();
      expect(await get(O.saver, id)).toMatchObject({ title: 'Lampa', updatedAt: at(3) });
    });

    it('records uploads and deletes the oldest unused ones before a cutoff, up to the limit, giving their files\' keys', async () => {
      // Uploaded in January, before every other photo of the fixture, so the cutoff reaches only these.
      const uploaded = (n: number, day: number): NewPhotoRecord => ({
        id: photoId(100 + n), ownerId: O.photographer, key: `ph/${n}.webp`, thumbnailKey: `ph/${n}-thumb.webp`,
        contentType: 'image/webp', width: 800, height: 600, bytes: 1_000, sourceUrl: `https://photos.example/${n}.jpg`,
        createdAt: new Date(Date.UTC(2026, 0, day)),
      });
      // Inserted out of age order: the oldest go first whatever the insertion order.
      for (const photo of [uploaded(2, 5), uploaded(4, 25), uploaded(1, 3), uploaded(3, 4)]) {
        (await harness.photoRecords.insert(photo))._unsafeUnwrap();
      }
      // Photo 3 is used by a draft before the clean-up runs.
      await create(O.photographer, draftId(70), empty, at(1));
      (await transact(O.photographer, (ws) => ws.save(draftId(70), complete({ photoIds: [photoId(103)] }), at(2))))._unsafeUnwrap();
      const cutoff = new Date(Date.UTC(2026, 0, 20));
      const deleted = async (limit: number) => (await harness.photoRecords.deleteUnusedBefore(cutoff, limit))._unsafeUnwrap();
      expect(await deleted(1)).toEqual({ deleted: 1, keys: ['ph/1.webp', 'ph/1-thumb.webp'] });
      expect(await deleted(10)).toEqual({ deleted: 1, keys: ['ph/2.webp', 'ph/2-thumb.webp'] });
      expect(await deleted(10)).toEqual({ deleted: 0, keys: [] });
      // The used one and the one newer than the cutoff are still there.
      expect(await harness.photoUsedAt(photoId(103))).toEqual(at(2));
      const own = (await drafts.ownPhotos(O.photographer, ['ph/1.webp', 'ph/2.webp', 'ph/3.webp', 'ph/4.webp']))._unsafeUnwrap();
      expect(own.map((photo) => photo.key).sort()).toEqual(['ph/3.webp', 'ph/4.webp']);
    });

    it('publishes: the advert is written, the draft gone, the address remembered, a slot and a daily unit used', async () => {
      const id = draftId(30);
      await create(O.publisher, id, complete({ photoIds: [P.published.id], address: { city: 'Kragujevac' } }), at(1));
      const inside = await transact(O.publisher, (ws) =>
        ws.draft(id, 'en').andThen((draft) =>
          ws
            .takeDailyUnit('publish_draft', at(2))
            .andThen(() => ws.publish(draft!, { advertId: advertId(30), lang: 'sr' }, at(2)))
            .andThen(() => ws.record(publishedEvent(advertId(30), id), at(2)))
            .andThen(() => ws.account(at(2))),
        ),
      );
      expect(inside._unsafeUnwrap()).toMatchObject({ userId: O.publisher, plan: 'basic', activeAdverts: 1 });
      expect(await harness.published(advertId(30))).toEqual({ ownerId: O.publisher, lang: 'sr', title: 'Stolica', city: 'Kragujevac' });
      expect(await get(O.publisher, id)).toBeNull();
      expect((await drafts.list(O.publisher, 10, 'en'))._unsafeUnwrap().total).toBe(0);
      expect((await drafts.lastAddress(O.publisher))._unsafeUnwrap()).toEqual({ city: 'Kragujevac' });
      expect((await harness.caps.used(O.publisher, 'publish_draft', at(2)))._unsafeUnwrap()).toBe(1);
      expect((await transact(O.publisher, (ws) => ws.account(at(3))))._unsafeUnwrap().activeAdverts).toBe(1);
      expect(await harness.events(O.publisher)).toEqual([{ ownerId: O.publisher, ...publishedEvent(advertId(30), id), at: at(2) }]);
    });

    it('rolls back the save, the publish and the daily unit when the work ends in an error', async () => {
      const id = draftId(40);
      await create(O.rollback, id, complete(), at(1));
      const result = await transact(O.rollback, (ws) =>
        ws
          .draft(id, 'en')
          .andThen((draft) =>
            ws
              .takeDailyUnit('publish_draft', at(2))
              .andThen(() => ws.save(id, complete({ title: 'Changed' }), at(2)))
              .andThen(() => ws.publish(draft!, { advertId: advertId(40), lang: 'sr' }, at(2)))
              .andThen(() => ws.record(publishedEvent(advertId(40), id), at(2))),
          )
          .andThen(() => errAsync({ code: 'conflict' as const })),
      );
      expect(result._unsafeUnwrapErr()).toEqual({ code: 'conflict' });
      expect(await get(O.rollback, id)).toMatchObject({ title: 'Stolica', updatedAt: at(1) });
      expect(await harness.published(advertId(40))).toBeNull();
      expect((await harness.caps.used(O.rollback, 'publish_draft', at(2)))._unsafeUnwrap()).toBe(0);
      expect((await drafts.lastAddress(O.rollback))._unsafeUnwrap()).toEqual({ city: 'Subotica' });
      expect(await harness.events(O.rollback)).toEqual([]);
    });

    it('takes a daily unit inside the transaction from the same counter, refusing past the cap', async () => {
      const now = at(30);
      for (let i = 0; i < DAILY_CAPS.publish_draft - 2; i += 1) (await harness.caps.take(O.capped, 'publish_draft', now))._unsafeUnwrap();
      const take = () => transact(O.capped, (ws) => ws.takeDailyUnit('publish_draft', now));
      expect((await take()).isOk()).toBe(true);
      expect((await take()).isOk()).toBe(true);
      expect((await take())._unsafeUnwrapErr()).toMatchObject({ code: 'rate_limited' });
      expect((await harness.caps.used(O.capped, 'publish_draft', now))._unsafeUnwrap()).toBe(DAILY_CAPS.publish_draft);
    });

    it('never lets racing publishes pass the plan’s advert limit', async () => {
      const ids = [50, 51, 52, 53];
      for (const n of ids) await create(O.limited, draftId(n), complete(), at(1));
      const results = await Promise.all(
        ids.map((n) =>
          transact(O.limited, (ws) =>
            ws.account(at(2)).andThen((account) =>
              account.activeAdverts >= 10
                ? errAsync({ code: 'advert_limit_reached' as const })
                : ws.draft(draftId(n), 'en').andThen((draft) => ws.takeDailyUnit('publish_draft', at(2)).andThen(() => ws.publish(draft!, { advertId: advertId(n), lang: 'sr' }, at(2)))),
            ),
          ),
        ),
      );
      expect(results.filter((r) => r.isOk())).toHaveLength(2);
      expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(['advert_limit_reached', 'advert_limit_reached']);
      expect((await transact(O.limited, (ws) => ws.account(at(3))))._unsafeUnwrap().activeAdverts).toBe(10);
      expect((await drafts.list(O.limited, 10, 'en'))._unsafeUnwrap().total).toBe(2);
      expect((await harness.caps.used(O.limited, 'publish_draft', at(2)))._unsafeUnwrap()).toBe(2);
    });

    it('publishes a draft once however many transactions race for it', async () => {
      const id = draftId(60);
      await create(O.racer, id, complete(), at(1));
      const results = await Promise.all([61, 62, 63].map((n) => publish(O.racer, id, advertId(n), at(2))));
      expect(results.filter((r) => r.isOk())).toHaveLength(1);
      const written = await Promise.all([61, 62, 63].map((n) => harness.published(advertId(n))));
      expect(written.filter((w) => w !== null)).toHaveLength(1);
      expect((await harness.caps.used(O.racer, 'publish_draft', at(2)))._unsafeUnwrap()).toBe(1);
      // One event, for the advert that was written: the losers' events rolled back with them.
      const winner = [61, 62, 63].map((n) => advertId(n))[written.findIndex((w) => w !== null)]!;
      expect(await harness.events(O.racer)).toEqual([{ ownerId: O.racer, ...publishedEvent(winner, id), at: at(2) }]);
    });
  });
}
