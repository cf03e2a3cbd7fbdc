import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerJson } from '../src/http/answer-json.js';

/** Plain JSON data with some objects frozen (as presenters freeze the cards they keep). */
const answers = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string(), fc.double({ noNaN: false }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
    tie('array'),
    tie('object'),
    tie('frozen'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string(), tie('value'), { maxKeys: 5 }),
  frozen: tie('object').map((object) => Object.freeze(object)),
}));

describe('answerJson', () => {
  it('writes what JSON.stringify writes, whatever is frozen and however deep', () => {
    fc.assert(
      fc.property(answers.value, (answer) => {
        expect(answerJson(answer)).toBe(JSON.stringify(answer) ?? 'null');
      }),
      { numRuns: 2000 },
    );
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
});
