import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptableText, parseInput, userText } from '../src/index.js';

/** The one check of string inputs (decision 0032-text-input). */

const input = z.strictObject({ title: userText(20).optional(), body: userText(50, { multiLine: true }).optional() });
const fieldOf = (raw: unknown) => {
  const parsed = parseInput(input, raw);
  return parsed.isErr() ? parsed.error.field : 'ok';
};

describe('userText', () => {
  it.each([
    ['NUL', '\u0000'],
    ['NUL at the end', 'Beograd\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'a\udfffb'],
    ['a reversed pair', '\ude00\ud83d'],
    ['ESC', 'red\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a vertical tab', 'a\u000bb'],
  ])('refuses %s in either kind of text', (_name, text) => {
    expect(fieldOf({ title: text })).toBe('title');
    expect(fieldOf({ body: text })).toBe('body');
  });

  it.each([['tab', 'a\tb'], ['line feed', 'a\nb'], ['carriage return', 'a\r\nb']])('keeps a %s in multi-line text only', (_name, text) => {
    expect(fieldOf({ body: text })).toBe('ok');
    expect(fieldOf({ title: text })).toBe('title');
  });

  it('accepts well-formed text: emoji pairs, joiners, bidirectional marks, line separators', () => {
    expect(parseInput(input, { title: ' 🚲 Bicikl ', body: 'שלום\u200f\u2028👩\u200d🔧' })._unsafeUnwrap()).toEqual({
      title: '🚲 Bicikl',
      body: 'שלום\u200f\u2028👩\u200d🔧',
    });
  });

  it('names the code point and its position, not the text', () => {
    const parsed = parseInput(input, { title: 'ab\u0000' });
    expect(parsed._unsafeUnwrapErr().message).toBe('title: contains a control character (U+0000) at position 2');
  });

  it('checks strings of another format too (a url)', () => {
    expect(z.url().check(acceptableText()).safeParse('https://img.test/a\u0000.jpg').success).toBe(false);
    expect(z.url().check(acceptableText()).safeParse('https://img.test/a.jpg').success).toBe(true);
  });
});
