import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYRILLIC_TO_LATIN } from '../src/domain/serbian-script.js';
import { foldText, indexWords, matchesAllWords, searchWords, wordMatches } from '../src/index.js';

/** The definition foldText keeps: the whole text transliterated, decomposed, stripped of marks, special letters spelled out. */
function foldedByDefinition(text: string): string {
  const special: Record<string, string> = { đ: 'dj', ß: 'ss', ł: 'l', æ: 'ae', œ: 'oe', ø: 'o', ı: 'i', þ: 'th', ð: 'd' };
  let latin = '';
  for (const char of text.toLowerCase()) latin += CYRILLIC_TO_LATIN[char] ?? char;
  let folded = '';
  for (const char of latin.normalize('NFD').replace(/\p{M}+/gu, '')) folded += special[char] ?? char;
  return folded;
}

describe('search text folding', () => {
  it('folds any text as the definition does (character by character, kept per character)', () => {
    const letters = fc.constantFrom(...'aAčĆđĐßŁøÆœЂђЉљЊњЏџЖжЩщЁёЇїҐґЄєÚőŰűșȘțȚăâîéèêëñçİıþðŒ', 'e\u0301', 'A\u030a', '😀', '𝔸', '\ud800', '\udc00', ' ', '-', '1');
    fc.assert(
      fc.property(fc.array(fc.oneof(letters, fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 20 }), (parts) => {
        const text = parts.join('');
        expect(foldText(text)).toBe(foldedByDefinition(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('folds case and diacritics of the service languages', () => {
    expect(foldText('Čačak Šabac Žabalj Ćuprija')).toBe('cacak sabac zabalj cuprija');
    expect(foldText('Iași Timișoara Brașov Țară')).toBe('iasi timisoara brasov tara');
    expect(foldText('Győr Pécs Szőlő ÚJSZERŰ')).toBe('gyor pecs szolo ujszeru');
    expect(foldText('Größe Straße')).toBe('grosse strasse');
  });

  it('transliterates Serbian Cyrillic to Serbian Latin, digraphs included', () => {
    expect(foldText('Ђорђе Љубичић Његош Џеп')).toBe(foldText('Đorđe Ljubičić Njegoš Džep'));
    expect(foldText('Београд')).toBe('beograd');
    expect(foldText('Đorđe')).toBe('djordje');
  });

  it('transliterates the letters of Russian, Ukrainian and Bulgarian too', () => {
    expect(foldText('Щука Юрий ёлка Київ ґанок Єва')).toBe('scuka jurij elka kijiv ganok jeva');
    expect(foldText('Ноутбук')).toBe('noutbuk');
  });

  it('splits on anything that is not a letter or a digit', () => {
    expect(searchWords('iPhone-15, 128GB (nov!)')).toEqual(['iphone', '15', '128gb', 'nov']);
    expect(searchWords('  ...  ')).toEqual([]);
  });

  it('indexes distinct words of several texts', () => {
    expect(indexWords(['Crveni bicikl', 'crveni BICIKL, nov'])).toEqual(['crveni', 'bicikl', 'nov']);
  });

  it('matches when every query word is a prefix of an indexed word', () => {
    const indexed = indexWords(['Телефон Самсунг Галакси']);
    expect(matchesAllWords(searchWords('sams gal'), indexed)).toBe(true);
    expect(matchesAllWords(searchWords('samsung iphone'), indexed)).toBe(false);
    expect(matchesAllWords(searchWords('amsung'), indexed)).toBe(false);
  });

  it('matches a one-letter query word only as a whole word, whatever its script or diacritics', () => {
    const indexed = indexWords(['Ormar u hodniku', 'Újszerű laptop']);
    for (const query of ['u', 'у', 'Ú']) expect(matchesAllWords(searchWords(query), indexed)).toBe(true);
    expect(matchesAllWords(searchWords('u'), indexWords(['Újszerű laptop']))).toBe(false);
    expect(matchesAllWords(searchWords('uj'), indexWords(['Újszerű laptop']))).toBe(true);
    expect(wordMatches('d', 'dell')).toBe(false);
    expect(wordMatches('de', 'dell')).toBe(true);
    // A one-letter Cyrillic word may fold to two Latin letters, and is then a prefix like any other.
    expect(matchesAllWords(searchWords('ђ'), indexWords(['Đorđe']))).toBe(true);
  });
});
