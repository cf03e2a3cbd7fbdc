import type { SeedData, UserSeed } from '@marketplace/adapters-postgres';
import type { Language } from '@marketplace/core';
import { aCategory, aSeller, anAdvert } from '@marketplace/core/testing';

const text = (title: string) => ({ title, description: 'In good order.' });

/**
 * The notification suites' marketplace: an owner whose oak chair (titles stored in en, de and
 * sr) is saved by three people who read German, Russian and Serbian, a lamp saved by two, and
 * `extraSavers` more savers of a stool (for the suites that need a batch).
 */
export function notificationMarket(extraSavers = 0) {
  const chairs = aCategory({ title: 'Chairs' });
  const person = (firstName: string, lang: Language, email: string): UserSeed => ({ ...aSeller({ firstName }), name: firstName, email, lang, plan: 'free' });
  const owner: UserSeed = { ...person('Olga', 'en', 'olga@example.test'), plan: 'basic' };
  const dieter = person('Dieter', 'de', 'dieter@example.test');
  const ivan = person('Ivan', 'ru', 'ivan@example.test');
  const milica = person('Milica', 'sr', 'milica@example.test');
  const many = Array.from({ length: extraSavers }, (_, i) => person(`Saver${i + 1}`, 'en', `saver${i + 1}@example.test`));
  const oakChair = anAdvert({
    sellerId: owner.id,
    categoryId: chairs.id,
    texts: { en: text('Oak chair'), de: text('Eichenstuhl'), sr: text('Hrastova stolica') },
    priceMinor: 10_000,
    currency: 'EUR',
  });
  const lamp = anAdvert({ sellerId: owner.id, categoryId: chairs.id, texts: { en: text('Brass lamp') }, priceMinor: 500_000, currency: 'RSD' });
  const stool = anAdvert({ sellerId: owner.id, categoryId: chairs.id, texts: { en: text('Bar stool') }, priceMinor: 2_000, currency: 'EUR' });
  const saved = (userId: string, advertId: string) => ({ userId, advertId, createdAt: new Date('2026-01-10T10:00:00.000Z') });
  const data: Partial<SeedData> = {
    categories: [chairs],
    users: [owner, dieter, ivan, milica, ...many],
    adverts: [oakChair, lamp, stool],
    favorites: [
      saved(dieter.id, oakChair.id),
      saved(ivan.id, oakChair.id),
      saved(milica.id, oakChair.id),
      saved(dieter.id, lamp.id),
      saved(ivan.id, lamp.id),
      ...many.map((u) => saved(u.id, stool.id)),
    ],
  };
  return { data, owner, savers: { dieter, ivan, milica, many }, adverts: { oakChair, lamp, stool } };
}
