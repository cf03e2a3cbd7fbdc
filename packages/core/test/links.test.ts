import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeLinks, tagLink, type Channel } from '../src/domain/links.js';

/**
 * makeLinks builds most links without parsing a URL each; every link must still be exactly what
 * tagging the joined URL gives, whatever the base and the path.
 */

const BASES = [
  'https://marketplace.example',
  'https://marketplace.example/',
  'https://Marketplace.EXAMPLE:443/shop//',
  'http://localhost:3000',
  'http://127.0.0.1:8080/base/path',
  'https://example.com/a?x=1',
  'https://example.com/a#top',
  'https://example.com/ä/b',
];
const CHANNELS: Channel[] = ['api', 'mcp', 'email'];
const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

const segment = fc.stringMatching(/^[A-Za-z0-9._~%?#ä ü-]{0,12}$/);
const key = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));

describe('makeLinks', () => {
  it('gives exactly what tagLink gives for the joined URL, for any base, channel and key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BASES), fc.constantFrom(...CHANNELS), key, fc.uuid(), fc.boolean(), (base, channel, photoKey, id, business) => {
        const links = makeLinks({ webBaseUrl: base, publicBaseUrl: base }, channel);
        expect(links.photo(photoKey)).toBe(tagLink(join(base, `photos/${photoKey}`), channel));
        expect(links.advert(id)).toBe(tagLink(join(base, `adverts/${id}`), channel));
        expect(links.storefront(id, business)).toBe(tagLink(join(base, `${business ? 'stores' : 'sellers'}/${id}`), channel));
      }),
      { numRuns: 2000 },
    );
  });

  it('resolves dot segments as a URL does', () => {
    const links = makeLinks({ webBaseUrl: 'https://example.com/a', publicBaseUrl: 'https://example.com/p/' }, 'api');
    expect(links.advert('1')).toBe('https://example.com/a/adverts/1?utm_source=api');
    expect(links.photo('../k.webp')).toBe('https://example.com/p/k.webp?utm_source=api');
    expect(links.photo('ab/k.webp')).toBe('https://example.com/p/photos/ab/k.webp?utm_source=api');
  });
});
