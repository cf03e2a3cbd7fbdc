import { okAsync, ResultAsync, type Result } from 'neverthrow';
import type { CappedOperation } from '../domain/daily-cap.js';
import type { DailyCaps } from '../ports/daily-caps.js';
import { InMemoryDailyCaps } from './in-memory-daily-caps.js';
import type { CategoryKind } from '../domain/category.js';
import type { DraftAddress, DraftCategory, DraftPhoto, DraftRecord } from '../domain/draft.js';
import type { Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';
import type { RecordedEvent } from './in-memory-owner-adverts.js';
import type { PlanName } from '../domain/plan.js';
import type { DraftContent, Drafts, DraftWorkspace, NewDraft, PublishedAdvert } from '../ports/drafts.js';
import type { NewPhotoRecord, PhotoRecords, PhotoStorage, StoredObject } from '../ports/photos.js';
import { isPhotoKey } from '../domain/photo.js';

export interface DraftOwnerFixture {
  readonly userId: string;
  readonly plan: PlanName;
  /** Active adverts before any publish here. */
  readonly activeAdverts?: number;
  readonly lastAddress?: DraftAddress | null;
}

export interface DraftCategoryFixture {
  readonly id: string;
  readonly kind?: CategoryKind;
  readonly isLeaf: boolean;
  /** Titles root first, in any language asked for unless `pathIn` has that language. */
  readonly path: readonly string[];
  /** Titles root first by language, as the database keeps them. */
  readonly pathIn?: Readonly<Partial<Record<Language, readonly string[]>>>;
}

export interface PhotoFixture {
  readonly id: string;
  readonly ownerId: string;
  readonly key: string;
  readonly thumbnailKey: string | null;
  readonly createdAt: Date;
  readonly usedAt: Date | null;
}

interface StoredDraft extends DraftContent {
  readonly id: string;
  readonly ownerId: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

interface State {
  drafts: Map<string, StoredDraft>;
  photos: Map<string, PhotoFixture>;
  lastAddress: Map<string, DraftAddress | null>;
  published: { advertId: string; ownerId: string; draft: DraftRecord; lang: Language; at: Date }[];
  events: RecordedEvent[];
}

const copy = (state: State): State => ({
  drafts: new Map(state.drafts),
  photos: new Map(state.photos),
  lastAddress: new Map(state.lastAddress),
  published: [...state.published],
  events: [...state.events],
});

/**
 * The drafts and photos ports in memory, for unit tests of code built on the core. `transact`
 * keeps the Drizzle adapter's guarantees: one owner's transactions run one after another on a
 * copy of the state that replaces it only when the work succeeds.
 */
export class InMemoryDrafts implements Drafts, PhotoRecords {
  private state: State;
  private readonly owners: Map<string, DraftOwnerFixture>;
  private readonly categories: Map<string, DraftCategoryFixture>;
  private readonly queues = new Map<string, Promise<unknown>>();

  private readonly dailyCaps: DailyCaps;

  /** `dailyCaps`: the counter a publish spends its unit on (the same one `DailyCaps` reads). */
  constructor(fixture: {
    owners: DraftOwnerFixture[];
    categories?: DraftCategoryFixture[];
    photos?: PhotoFixture[];
    dailyCaps?: DailyCaps;
  }) {
    this.dailyCaps = fixture.dailyCaps ?? new InMemoryDailyCaps();
    this.owners = new Map(fixture.owners.map((o) => [o.userId, o]));
    this.categories = new Map((fixture.categories ?? []).map((c) => [c.id, c]));
    this.state = {
      drafts: new Map(),
      photos: new Map((fixture.photos ?? []).map((p) => [p.id, p])),
      lastAddress: new Map(fixture.owners.map((o) => [o.userId, o.lastAddress ?? null])),
      published: [],
      events: [],
    };
  }

  /** Events committed so far, in order. */
  get events(): readonly RecordedEvent[] {
    return this.state.events;
  }

  /** Adverts published so far, in order. */
  get published(): readonly { advertId: string; ownerId: string; draft: DraftRecord; lang: Language; at: Date }[] {
    return this.state.published;
  }

  photo(id: string): PhotoFixture | undefined {
    return this.state.photos.get(id);
  }

  private categoryOf(id: string | null, lang: Language): DraftCategory | null {
    const category = id === null ? undefined : this.categories.get(id);
    return category
      ? { id: category.id, kind: category.kind ?? 'goods', isLeaf: category.isLeaf, path: category.pathIn?.[lang] ?? category.path }
      : null;
  }

  private record(state: State, draft: StoredDraft, lang: Language): DraftRecord {
    const photos = draft.photoIds
      .map((id) => state.photos.get(id))
      .filter((p): p is PhotoFixture => p !== undefined)
      .map((p): DraftPhoto => ({ id: p.id, key: p.key, thumbnailKey: p.thumbnailKey }));
    return {
      id: draft.id,
      ownerId: draft.ownerId,
      contour: 'private',
      type: 'sell',
      title: draft.title,
      description: draft.description,
      category: this.categoryOf(draft.categoryId, lang),
      priceMinor: draft.priceMinor,
      currency: draft.currency,
      negotiable: draft.negotiable,
      condition: draft.condition,
      address: draft.address,
      photos,
      createdAt: draft.createdAt,
      updatedAt: draft.updatedAt,
    };
  }

  private static markUsed(state: State, ids: readonly string[], now: Date) {
    for (const id of ids) {
      const photo = state.photos.get(id);
      if (photo && photo.usedAt === null) state.photos.set(id, { ...photo, usedAt: now });
    }
  }

  list(ownerId: string, limit: number, lang: Language) {
    const own = [...this.state.drafts.values()]
      .filter((d) => d.ownerId === ownerId)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1));
    return okAsync({ total: own.length, drafts: own.slice(0, limit).map((d) => this.record(this.state, d, lang)) });
  }

  lastAddress(ownerId: string) {
    return okAsync(this.state.lastAddress.get(ownerId) ?? null);
  }

  category(categoryId: string, lang: Language) {
    return okAsync(this.categoryOf(categoryId, lang));
  }

  ownPhotos(ownerId: string, keys: readonly string[]) {
    return okAsync(InMemoryDrafts.ownPhotosIn(this.state, ownerId, keys));
  }

  private static ownPhotosIn(state: State, ownerId: string, keys: readonly string[]): DraftPhoto[] {
    return [...state.photos.values()]
      .filter((p) => p.ownerId === ownerId && (keys.includes(p.key) || (p.thumbnailKey !== null && keys.includes(p.thumbnailKey))))
      .map((p): DraftPhoto => ({ id: p.id, key: p.key, thumbnailKey: p.thumbnailKey }));
  }

  create(draft: NewDraft, now: Date) {
    const { id, ownerId, ...content } = draft;
    this.state.drafts.set(id, { ...content, photoIds: [...content.photoIds], id, ownerId, createdAt: now, updatedAt: now });
    InMemoryDrafts.markUsed(this.state, draft.photoIds, now);
    return okAsync<void, Unavailable>(undefined);
  }

  get(ownerId: string, draftId: string, lang: Language) {
    const draft = this.state.drafts.get(draftId);
    return okAsync(draft && draft.ownerId === ownerId ? this.record(this.state, draft, lang) : null);
  }

  transact<T, E>(ownerId: string, work: (workspace: DraftWorkspace) => ResultAsync<T, E>): ResultAsync<T, E | Unavailable> {
    const previous = this.queues.get(ownerId) ?? Promise.resolve();
    const run = previous.then(async () => {
      const draftState = copy(this.state);
      const units: { operation: CappedOperation; at: Date }[] = [];
      const rollBackUnits = async () => {
        for (const unit of units) await this.dailyCaps.giveBack(ownerId, unit.operation, unit.at);
      };
      let result: Result<T, E>;
      try {
        result = await work(this.workspace(draftState, ownerId, units));
      } catch (bug) {
        await rollBackUnits();
        throw bug;
      }
      if (result.isOk()) {
        // Only this owner's part of the copy is taken over: other owners' work may have committed meanwhile.
        this.commit(draftState, ownerId);
      } else {
        await rollBackUnits();
      }
      return result;
    });
    this.queues.set(ownerId, run.catch(() => undefined));
    return new ResultAsync(run);
  }

  private commit(next: State, ownerId: string) {
    const merged = copy(this.state);
    for (const [id, draft] of this.state.drafts) if (draft.ownerId === ownerId && !next.drafts.has(id)) merged.drafts.delete(id);
    for (const [id, draft] of next.drafts) if (draft.ownerId === ownerId) merged.drafts.set(id, draft);
    for (const [id, photo] of next.photos) if (this.state.photos.has(id)) merged.photos.set(id, photo);
    merged.lastAddress.set(ownerId, next.lastAddress.get(ownerId) ?? null);
    merged.published = [...this.state.published, ...next.published.filter((p) => !this.state.published.includes(p))];
    merged.events = [...this.state.events, ...next.events.filter((e) => !this.state.events.includes(e))];
    this.state = merged;
  }

  private workspace(state: State, ownerId: string, units: { operation: CappedOperation; at: Date }[]): DraftWorkspace {
    const owner = this.owners.get(ownerId);
    return {
      category: (categoryId, lang) => okAsync(this.categoryOf(categoryId, lang)),
      ownPhotos: (photoOwnerId, keys) => okAsync(InMemoryDrafts.ownPhotosIn(state, photoOwnerId, keys)),
      account: () =>
        okAsync({
          userId: ownerId,
          plan: owner?.plan ?? 'free',
          activeAdverts: (owner?.activeAdverts ?? 0) + state.published.filter((p) => p.ownerId === ownerId).length,
          paidBumpsThisMonth: 0,
        }),
      draft: (draftId, lang) => {
        const draft = state.drafts.get(draftId);
        return okAsync(draft && draft.ownerId === ownerId ? this.record(state, draft, lang) : null);
      },
      takeDailyUnit: (operation, at) =>
        this.dailyCaps.take(ownerId, operation, at).map(() => {
          units.push({ operation, at });
        }),
      record: (event, now) => {
        state.events.push({ ...event, ownerId, at: now });
        return okAsync(undefined);
      },
      save: (draftId, content, now) => {
        const draft = state.drafts.get(draftId);
        if (draft && draft.ownerId === ownerId) state.drafts.set(draftId, { ...draft, ...content, photoIds: [...content.photoIds], updatedAt: now });
        InMemoryDrafts.markUsed(state, content.photoIds, now);
        return okAsync(undefined);
      },
      publish: (draft: DraftRecord, advert: PublishedAdvert, now: Date) => {
        state.published.push({ advertId: advert.advertId, ownerId, draft, lang: advert.lang, at: now });
        InMemoryDrafts.markUsed(state, draft.photos.map((p) => p.id), now);
        state.lastAddress.set(ownerId, draft.address);
        state.drafts.delete(draft.id);
        return okAsync(undefined);
      },
    };
  }

  insert(photo: NewPhotoRecord) {
    this.state.photos.set(photo.id, {
      id: photo.id,
      ownerId: photo.ownerId,
      key: photo.key,
      thumbnailKey: photo.thumbnailKey,
      createdAt: photo.createdAt,
      usedAt: null,
    });
    return okAsync<void, Unavailable>(undefined);
  }

  deleteUnusedBefore(cutoff: Date, limit: number) {
    const gone = [...this.state.photos.values()]
      .filter((p) => p.usedAt === null && p.createdAt < cutoff)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit);
    for (const p of gone) this.state.photos.delete(p.id);
    return okAsync<{ deleted: number; keys: string[] }, Unavailable>({
      deleted: gone.length,
      keys: gone.flatMap((p) => (p.thumbnailKey ? [p.key, p.thumbnailKey] : [p.key])),
    });
  }
}

/** Photo files in a map. */
export class InMemoryPhotoStorage implements PhotoStorage {
  readonly objects = new Map<string, StoredObject>();

  put(key: string, object: StoredObject) {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    this.objects.set(key, object);
    return okAsync<void, Unavailable>(undefined);
  }

  get(key: string) {
    return okAsync<StoredObject | null, Unavailable>((isPhotoKey(key) && this.objects.get(key)) || null);
  }

  remove(key: string) {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    this.objects.delete(key);
    return okAsync<void, Unavailable>(undefined);
  }
}
