import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { buildCategoryTree, type CategoryNode } from '../../domain/category-tree.js';
import { formatCategoryPath, WHOLE_TREE_DEPTH } from '../../domain/category.js';
import type { RateLimited } from '../../domain/daily-cap.js';
import { invalidArguments, type InvalidArguments, type Unavailable } from '../../domain/errors.js';
import type { Language } from '../../domain/language.js';
import type { Clock } from '../../ports/clock.js';
import type { DailyCaps } from '../../ports/daily-caps.js';
import type { Drafts } from '../../ports/drafts.js';
import type { PhotoStorage } from '../../ports/photos.js';
import type { CategoryCatalog } from '../../ports/public-reads.js';
import type { LeafCategory, NotConfigured, RecognitionImage, Recognizer } from '../../ports/recognizer.js';
import { fillFromPhotosInput, type RecognizedItem } from '../../schemas/photos.js';
import type { ScopeRequired } from '../authenticate.js';
import { photoKeyOf } from '../drafts/draft-content.js';
import { withDailyUnit } from '../daily-unit.js';
import { guarded, type OwnerContext } from '../owner/context.js';

export type FillFromPhotosError = ScopeRequired | InvalidArguments | NotConfigured | RateLimited | Unavailable;

export interface FillFromPhotosDeps {
  readonly recognizer: Recognizer;
  /** Which photo urls this service returned to the owner. */
  readonly photos: Pick<Drafts, 'ownPhotos'>;
  readonly storage: PhotoStorage;
  readonly categoryCatalog: CategoryCatalog;
  readonly dailyCaps: DailyCaps;
  readonly clock: Clock;
}

const notOwnPhoto = (index: number) =>
  invalidArguments('photo_urls', `photo_urls[${index}]: not a photo url this service returned to you (use upload_photo_from_url)`);

/** Every leaf with its path, root first, in the language. */
function leavesOf(nodes: readonly CategoryNode[], above: readonly string[] = []): LeafCategory[] {
  return nodes.flatMap((node) => {
    const path = [...above, node.title];
    if (node.isLeaf) return [{ id: node.id, path: formatCategoryPath(path) }];
    return leavesOf(node.children ?? [], path);
  });
}

/**
 * Recognizes the one item in the owner's uploaded photos: title, description, a leaf category
 * and condition, written in the request language, to fill a draft before create_draft. The
 * photos go to the recognizer as data; its answer is validated, and a category it names must be
 * a real leaf. One unit of the daily cap, given back when recognition fails.
 */
export function makeFillFromPhotos(deps: FillFromPhotosDeps) {
  return (raw: unknown, ctx: OwnerContext): ResultAsync<RecognizedItem, FillFromPhotosError> =>
    guarded('adverts:write', fillFromPhotosInput, raw, ctx, ({ photo_urls }) => {
      const ownerId = ctx.principal.userId;
      const now = deps.clock.now();
      const keys: string[] = [];
      for (const [index, url] of photo_urls.entries()) {
        const key = photoKeyOf(url, ctx.links);
        if (key === null) return errAsync(notOwnPhoto(index));
        keys.push(key);
      }
      const recognize = () =>
        loadImages(deps, ownerId, keys).andThen((images) =>
          leafCategories(deps, ctx.lang).andThen((categories) =>
            deps.recognizer.recognize({ images, lang: ctx.lang, categories }).map((found): RecognizedItem => {
              const leaf = categories.find((c) => c.id === found.categoryId) ?? null;
              return {
                title: found.title,
                description: found.description,
                category_id: leaf?.id ?? null,
                category: leaf?.path ?? null,
                condition: found.condition,
              };
            }),
          ),
        );
      return withDailyUnit(deps.dailyCaps, ownerId, 'fill_from_photos', now, recognize);
    });
}

function loadImages(deps: FillFromPhotosDeps, ownerId: string, keys: readonly string[]): ResultAsync<RecognitionImage[], InvalidArguments | Unavailable> {
  return deps.photos.ownPhotos(ownerId, keys).andThen((own) => {
    const files: string[] = [];
    for (const [index, key] of keys.entries()) {
      const photo = own.find((p) => p.key === key || p.thumbnailKey === key);
      if (!photo) return errAsync(notOwnPhoto(index));
      if (!files.includes(photo.key)) files.push(photo.key);
    }
    return ResultAsync.combine(files.map((key) => deps.storage.get(key))).andThen((stored) => {
      const missing = stored.findIndex((object) => object === null);
      if (missing >= 0) return errAsync(notOwnPhoto(missing));
      return okAsync(stored.map((object) => ({ bytes: object!.bytes, contentType: object!.contentType })));
    });
  });
}

function leafCategories(deps: FillFromPhotosDeps, lang: Language) {
  return deps.categoryCatalog
    .listSubtree({ parentId: null, depth: WHOLE_TREE_DEPTH, lang })
    .map((records) => leavesOf(buildCategoryTree(records ?? [], null, WHOLE_TREE_DEPTH)));
}
