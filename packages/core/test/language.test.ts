import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from '../src/index.js';

describe('negotiateLanguage', () => {
  it('defaults to English', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('fr, es;q=0.5')).toBe('en');
  });

  it('takes the best supported language by quality, then by order', () => {
    expect(negotiateLanguage('fr;q=1, de;q=0.8, ru;q=0.9')).toBe('ru');
    expect(negotiateLanguage('uk, ru')).toBe('uk');
    expect(negotiateLanguage('hu;q=0, bg;q=0.1')).toBe('bg');
  });

  it('reduces regions and scripts to the language', () => {
    expect(negotiateLanguage('de-AT')).toBe('de');
    expect(negotiateLanguage('sr-Latn-RS,en;q=0.5')).toBe('sr');
    expect(negotiateLanguage('RO-md')).toBe('ro');
  });

  it('ignores malformed qualities', () => {
    expect(negotiateLanguage('ru;q=abc, de')).toBe('de');
  });
});
