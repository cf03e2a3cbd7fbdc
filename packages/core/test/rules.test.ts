import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  advertOfDraft,
  bumpQuotaLeft,
  checkAdvertLimit,
  isKeyLive,
  isKeyUsable,
  needsTranslation,
  PLANS,
  translateTexts,
  type DraftRecord,
  type LocalizedText,
  type Translator,
} from '../src/index.js';

// The rules every caller (use cases, adapters) asks instead of restating them.

describe('checkAdvertLimit', () => {
  it('allows while the plan has a free slot and refuses at the limit, naming it', () => {
    expect(checkAdvertLimit('free', 9).isOk()).toBe(true);
    expect(checkAdvertLimit('free', 10)._unsafeUnwrapErr()).toEqual({
      code: 'advert_limit_reached',
      message: 'the free plan allows 10 active adverts',
    });
    expect(checkAdvertLimit('basic', 60).isErr()).toBe(true);
  });

  it('never refuses on an unlimited plan', () => {
    expect(checkAdvertLimit('pro', 1_000_000).isOk()).toBe(true);
  });
});

describe('bumpQuotaLeft', () => {
  it('is the monthly quota less the paid bumps used, never below zero', () => {
    expect(bumpQuotaLeft(PLANS.basic, 3)).toBe(7);
    expect(bumpQuotaLeft(PLANS.basic, 12)).toBe(0);
    expect(bumpQuotaLeft(PLANS.free, 0)).toBe(0);
  });
});

describe('isKeyLive and isKeyUsable', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  const key = { keyId: 'k', userId: 'u', scopes: [], expiresAt: null, revokedAt: null, userBlockedAt: null };

  it.each([
    ['a key without expiry', key, true, true],
    ['a key expiring later', { ...key, expiresAt: new Date('2026-01-15T12:00:01Z') }, true, true],
    ['a key expiring now', { ...key, expiresAt: now }, false, false],
    ['a revoked key', { ...key, revokedAt: new Date('2026-01-01') }, false, false],
    ['a key of a blocked account', { ...key, userBlockedAt: new Date('2026-01-01') }, true, false],
  ])('%s: live %s, usable %s', (_name, record, live, usable) => {
    expect(isKeyLive(record, now)).toBe(live);
    expect(isKeyUsable(record, now)).toBe(usable);
  });
});

describe('needsTranslation and translateTexts', () => {
  it.each([
    [{ text: 'Hvala', lang: 'sr' }, true],
    [{ text: 'Thanks', lang: 'en' }, false],
    [{ text: 'Hvala', lang: null }, false],
    [{ text: '', lang: 'sr' }, false],
    [{ text: ' \n\t', lang: 'sr' }, false],
  ] as [LocalizedText, boolean][])('%j into English: %s', (text, expected) => {
    expect(needsTranslation(text, 'en')).toBe(expected);
  });

  it('sends only the texts that need it, and keeps as written what the translator does not answer', async () => {
    const sent: LocalizedText[][] = [];
    const translator: Translator = {
      translate: (texts) => {
        sent.push([...texts]);
        return okAsync([{ text: 'Thank you', lang: 'en' }]);
      },
    };
    const texts: LocalizedText[] = [
      { text: 'Hvala', lang: 'sr' },
      { text: 'Already English', lang: 'en' },
      { text: '  ', lang: 'sr' },
      { text: 'Спасибо', lang: 'ru' },
    ];
    const result = (await translateTexts(translator, texts, 'en'))._unsafeUnwrap();
    expect(sent).toEqual([[texts[0], texts[3]]]);
    expect(result).toEqual([{ text: 'Thank you', lang: 'en' }, texts[1], texts[2], texts[3]]);
  });
});

describe('advertOfDraft', () => {
  const now = new Date('2026-02-01T10:00:00Z');
  const draft: DraftRecord = {
    id: 'd1',
    ownerId: 'u1',
    contour: 'private',
    type: 'sell',
    title: 'Bicikl',
    description: 'Malo korišćen',
    category: { id: 'c1', kind: 'goods', isLeaf: true, path: ['Sport', 'Bicikli'] },
    priceMinor: 12_000,
    currency: 'RSD',
    negotiable: false,
    condition: 'used',
    address: { city: 'Novi Sad' },
    photos: [
      { id: 'p1', key: 'a.webp', thumbnailKey: 'a-t.webp' },
      { id: 'p2', key: 'b.webp', thumbnailKey: null },
    ],
    createdAt: new Date('2026-01-30T10:00:00Z'),
    updatedAt: new Date('2026-01-31T10:00:00Z'),
  };

  it('is an active advert of the owner with the texts as the original in the given language', () => {
    expect(advertOfDraft(draft, 'a1', 'sr', now)).toMatchObject({
      id: 'a1',
      sellerId: 'u1',
      status: 'active',
      categoryId: 'c1',
      originalLang: 'sr',
      texts: { sr: { title: 'Bicikl', description: 'Malo korišćen' } },
      priceMinor: 12_000,
      city: 'Novi Sad',
      photoKeys: ['a.webp', 'b.webp'],
      createdAt: now,
      bumpedAt: null,
    });
  });

  it('throws on an incomplete draft: publishing one is a bug', () => {
    expect(() => advertOfDraft({ ...draft, address: null }, 'a1', 'sr', now)).toThrow(/incomplete/);
  });
});
