import { LANGUAGES } from '../src/index.js';
import { InMemoryDailyCaps, InMemoryDrafts, type CategoryFixture, type DraftCategoryFixture } from '../src/testing/index.js';
import { describeDraftsContract } from '../src/testing/contracts/index.js';

/** The fixture's category tree as the fake keeps it: each category with its path in every language. */
function draftCategories(categories: readonly CategoryFixture[]): DraftCategoryFixture[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const rootFirst = (category: CategoryFixture): CategoryFixture[] => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return parent ? [...rootFirst(parent), category] : [category];
  };
  return categories.map((c) => ({
    id: c.id,
    kind: c.kind,
    isLeaf: !categories.some((child) => child.parentId === c.id),
    path: rootFirst(c).map((a) => a.titles.en),
    pathIn: Object.fromEntries(LANGUAGES.map((lang) => [lang, rootFirst(c).map((a) => a.titles[lang])])),
  }));
}

describeDraftsContract('in memory', async (fixture) => {
  const caps = new InMemoryDailyCaps();
  const drafts = new InMemoryDrafts({ owners: [...fixture.owners], categories: draftCategories(fixture.categories), photos: [...fixture.photos], dailyCaps: caps });
  return {
    drafts,
    photoRecords: drafts,
    caps,
    photoUsedAt: async (id) => drafts.photo(id)?.usedAt ?? null,
    published: async (advertId) => {
      const advert = drafts.published.find((p) => p.advertId === advertId);
      return advert ? { ownerId: advert.ownerId, lang: advert.lang, title: advert.draft.title ?? '', city: advert.draft.address?.city ?? null } : null;
    },
    events: async (ownerId) => drafts.events.filter((e) => e.ownerId === ownerId).map(({ type, data, at }) => ({ ownerId, type, data, at })),
    close: async () => {},
  };
});
