import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendPresented } from '@marketplace/core';
import { answerBytes } from '../src/http/answer-json.js';

const answerJson = (answer: unknown): string => answerBytes(answer).toString('utf8');

/** Plain JSON data with some objects frozen (as presenters freeze the cards they keep). */
const answers = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string({ unit: 'binary' }), fc.double({ noNaN: false }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
    tie('array'),
    tie('object'),
    tie('frozen'),
    tie('extended'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ unit: 'binary' }), tie('value'), { maxKeys: 5 }),
  frozen: tie('object').map((object) => Object.freeze(object)),
  // core's extendPresented: a frozen object's members, then others (none of the same name).
  extended: fc
    .tuple(tie('frozen'), tie('object'))
    .map(([kept, added]) =>
      extendPresented(kept as object, Object.fromEntries(Object.entries(added as object).filter(([name]) => !Object.hasOwn(kept as object, name)))),
    ),
}));

describe('answerBytes', () => {
  it('writes the UTF-8 of what JSON.stringify writes, whatever is frozen and however deep', () => {
    fc.assert(
      fc.property(answers.value, (answer) => {
        expect(answerBytes(answer).equals(Buffer.from(JSON.stringify(answer) ?? 'null'))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes an object extended by a member named like an array index in JavaScript\'s member order', () => {
    // Such a member comes before every other in the object (and its JSON), not after the kept ones.
    const extended = extendPresented(Object.freeze({ '': 0, a: 1 }), { '0': null, b: 2 });
    expect(answerJson(extended)).toBe('{"0":null,"":0,"a":1,"b":2}');
    expect(answerJson([extended, extendPresented(Object.freeze({ x: 1 }), { '4294967295': 3 })])).toBe(JSON.stringify([extended, { x: 1, '4294967295': 3 }]));
  });

  it('writes dates, nested objects and sparse values as JSON.stringify does', () => {
    const answer = { at: new Date(0), items: [undefined, () => 1, { deep: { deeper: [1, undefined] } }, Object.freeze({ when: new Date(1) })], gone: undefined };
    expect(answerJson(answer)).toBe(JSON.stringify(answer));
  });

  it('makes the text of a frozen object once, and reuses it in later answers', () => {
    let reads = 0;
    const card = Object.freeze({
      get id() {
        reads++;
        return 'a';
      },
    });
    expect(answerJson({ total: 1, adverts: [card] })).toBe('{"total":1,"adverts":[{"id":"a"}]}');
    expect(answerJson({ total: 2, adverts: [card, card] })).toBe('{"total":2,"adverts":[{"id":"a"},{"id":"a"}]}');
    expect(reads).toBe(1);
  });

  it('serializes an object that is not frozen afresh each time', () => {
    const card = { id: 'a' };
    expect(answerJson({ adverts: [card] })).toBe('{"adverts":[{"id":"a"}]}');
    card.id = 'b';
    expect(answerJson({ adverts: [card] })).toBe('{"adverts":[{"id":"b"}]}');
  });

  it('writes a card extended from a kept one as the kept bytes and the added members, encoded once', () => {
    let reads = 0;
    const kept = Object.freeze({
      id: 'a',
      get title() {
        reads++;
        return 'Стул';
      },
    });
    const near = extendPresented(kept, { distance_km: 1.5 });
    const far = extendPresented(kept, { distance_km: 12 });
    expect(reads).toBe(2); // each copy read the kept members
    expect(answerJson({ adverts: [near, far] })).toBe('{"adverts":[{"id":"a","title":"Стул","distance_km":1.5},{"id":"a","title":"Стул","distance_km":12}]}');
    expect(reads).toBe(3); // and the kept object's JSON was made once
    expect(answerJson({ adverts: [extendPresented(Object.freeze({}), { distance_km: 3 })] })).toBe('{"adverts":[{"distance_km":3}]}');
  });
});
