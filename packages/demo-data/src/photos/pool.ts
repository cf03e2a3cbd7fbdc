import { LEAF_CATALOG, type Item, type Picture } from '../catalog/items.js';
import { CATALOG } from '../catalog/tree.js';
import { Random } from '../random.js';

/**
 * The demo's photo pool: one picture per leaf and brand (or per item where items have no brand),
 * drawn in the leaf's style with the brand as its label. Keys follow the upload convention
 * (`<photo id>.webp`) and depend only on the catalogue, so every seed and size shares the pool.
 */
export interface PoolPhoto {
  readonly id: string;
  readonly key: string;
  readonly slug: string;
  readonly picture: Picture;
  /** The label drawn on the picture: a brand, or empty. */
  readonly label: string;
  /** Which picture of its leaf this is (colours differ by it). */
  readonly variant: number;
}

export const POOL_PHOTO_SIZE = { width: 640, height: 480 } as const;

/** The label a photo of this item carries: the brand (names are the same in every language). */
const labelOf = (item: Item, index: number): string => (Array.isArray(item) ? (item as readonly [string, string])[0] : `#${index}`);

function build(): { photos: PoolPhoto[]; byLeafLabel: Map<string, PoolPhoto> } {
  const photos: PoolPhoto[] = [];
  const byLeafLabel = new Map<string, PoolPhoto>();
  for (const root of CATALOG) {
    for (const group of root.groups) {
      for (const leaf of group.leaves) {
        const catalog = LEAF_CATALOG[leaf.slug]!;
        catalog.items.forEach((item, index) => {
          const label = labelOf(item, index);
          if (byLeafLabel.has(`${leaf.slug}\u001f${label}`)) return;
          const id = Random.for('demo-photo', leaf.slug, label).uuid();
          const variant = photos.filter((p) => p.slug === leaf.slug).length;
          const photo: PoolPhoto = { id, key: `${id}.webp`, slug: leaf.slug, picture: catalog.picture, label: label.startsWith('#') ? '' : label, variant };
          photos.push(photo);
          byLeafLabel.set(`${leaf.slug}\u001f${label}`, photo);
        });
      }
    }
  }
  return { photos, byLeafLabel };
}

const POOL = build();

/** Every photo of the pool, in catalogue order. */
export const POOL_PHOTOS: readonly PoolPhoto[] = POOL.photos;

/** The pool photo for an item of a leaf (its brand's picture). */
export function poolPhotoFor(slug: string, item: Item): PoolPhoto {
  const catalog = LEAF_CATALOG[slug];
  if (!catalog) throw new Error(`no catalogue entry for the leaf ${slug}`);
  const index = catalog.items.indexOf(item);
  const photo = POOL.byLeafLabel.get(`${slug}\u001f${labelOf(item, index)}`);
  if (!photo) throw new Error(`no pool photo for an item of ${slug}`);
  return photo;
}

/** Pool photos of a leaf, for adverts that name no catalogue item (the demo owner's). */
export const poolPhotosOf = (slug: string): PoolPhoto[] => POOL.photos.filter((p) => p.slug === slug);
