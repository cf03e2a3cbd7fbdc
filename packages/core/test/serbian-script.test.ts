import { describe, expect, it } from 'vitest';
import { serbianToCyrillic, serbianToLatin } from '../src/index.js';

describe('serbianToLatin', () => {
  it('writes every letter of the alphabet in Latin, with its diacritics', () => {
    expect(serbianToLatin('абвгдђежзијклљмнњопрстћуфхцчџш')).toBe('abvgdđežzijklljmnnjoprstćufhcčdžš');
    expect(serbianToLatin('АБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШ')).toBe('ABVGDĐEŽZIJKLMNOPRSTĆUFHCČŠ');
  });

  it('keeps the case of each word, digraphs included', () => {
    expect(serbianToLatin('Продајем бицикл, нов')).toBe('Prodajem bicikl, nov');
    expect(serbianToLatin('Љубав Њива Џак')).toBe('Ljubav Njiva Džak');
    expect(serbianToLatin('ЉУБАВ ЊИВА ЏАК')).toBe('LJUBAV NJIVA DŽAK');
    expect(serbianToLatin('НОВ Џ')).toBe('NOV Dž');
    expect(serbianToLatin('ПАЉ!')).toBe('PALJ!');
  });

  it('leaves Latin text, digits and punctuation as written', () => {
    expect(serbianToLatin('Decathlon Kipsta, нов')).toBe('Decathlon Kipsta, nov');
    expect(serbianToLatin('Već vožen, 100 € — OK')).toBe('Već vožen, 100 € — OK');
  });
});


describe('serbianToCyrillic', () => {
  it('reads the same table backwards: every letter, digraphs first, case kept', () => {
    expect(serbianToCyrillic('abvgdđežzijklljmnnjoprstćufhcčdžš')).toBe('абвгдђежзијклљмнњопрстћуфхцчџш');
    expect(serbianToCyrillic('Ljubav Njiva Džak, LJUBAV')).toBe('Љубав Њива Џак, ЉУБАВ');
  });

  it('undoes serbianToLatin', () => {
    for (const text of ['Продајем бицикл, нов', 'ЉУБАВ ЊИВА ЏАК', 'Ђорђе Шћепановић']) {
      expect(serbianToCyrillic(serbianToLatin(text))).toBe(text);
    }
  });

  it('keeps letters Serbian does not use, digits and punctuation', () => {
    expect(serbianToCyrillic('Xbox 360, WiFi!')).toBe('Xбоx 360, WиФи!');
  });
});
