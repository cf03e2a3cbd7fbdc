import { createRequire } from 'node:module';
import path from 'node:path';
import type { IterableHunspellReader } from 'hunspell-reader';
import type { Language } from '@marketplace/core';
import type { Random } from '../random.js';

/**
 * Real words of the eight languages for the generator's real-world text (decision 0055): the
 * hunspell dictionaries of wooorm's `dictionary-*` packages, one per language and Serbian script.
 * A word is drawn in two steps: a dictionary entry by Zipf's law (rank r with probability about
 * 1/(r ln n), over the entries in a fixed pseudo-random order), then one of its inflected forms
 * (the entry's own affix rules, one affix deep, as hunspell-reader applies them). The entries are
 * read once per process, when real-world text is first asked for; the forms of a frequent entry
 * are derived when it is first drawn and kept in a bounded cache (the head of the Zipf curve is
 * drawn again and again), a rare entry gets one affix rule applied. None of the nine dictionaries
 * has output conversions (OCONV), so forms are used as the rules make them.
 */
export type Dictionary = Language | 'sr-cyrl';

const PACKAGES: Readonly<Record<Dictionary, string>> = {
  en: 'dictionary-en',
  ru: 'dictionary-ru',
  ro: 'dictionary-ro',
  de: 'dictionary-de',
  uk: 'dictionary-uk',
  hu: 'dictionary-hu',
  bg: 'dictionary-bg',
  sr: 'dictionary-sr-latn',
  'sr-cyrl': 'dictionary-sr',
};

type Aff = IterableHunspellReader['aff'];
type AffWord = Parameters<Aff['applyAffixToWord']>[1];

/** Forms kept per entry: Hungarian entries take hundreds of suffixes; a sample of them is enough. */
const MAX_FORMS = 48;
/** Entries whose forms are kept; the cache starts again when full. */
const CACHE_ENTRIES = 60_000;
/**
 * Ranks drawn often enough to keep all their forms. Below the head, an entry is mostly drawn once:
 * one affix rule is applied to it, not all of them.
 */
const HEAD_RANKS = 20_000;
/** A word form: letters (with an inner apostrophe or hyphen), at least two of them. */
const WORD_FORM = /^\p{L}[\p{L}'’-]*\p{L}$/u;

class LanguageWords {
  private readonly forms = new Map<number, readonly string[]>();
  private readonly step: number;

  constructor(
    private readonly aff: Aff,
    private readonly entries: readonly string[],
  ) {
    // rank -> entry is rank * step mod n, a bijection when step and n are coprime.
    const n = entries.length;
    this.step = [1_000_003, 999_983, 1_299_709, 15_485_863].find((p) => n % p !== 0) ?? 1;
  }

  get size(): number {
    return this.entries.length;
  }

  /** A word form drawn by Zipf's law over the entries; null when the drawn entry has no usable form. */
  draw(rng: Random): string | null {
    const n = this.entries.length;
    const rank = Math.min(n - 1, Math.floor(Math.pow(n + 1, rng.next())) - 1);
    const entry = (rank * this.step) % n;
    if (rank >= HEAD_RANKS) return this.oneForm(this.entries[entry]!, rng);
    let forms = this.forms.get(entry);
    if (forms === undefined) {
      if (this.forms.size >= CACHE_ENTRIES) this.forms.clear();
      forms = this.formsOf(this.entries[entry]!);
      this.forms.set(entry, forms);
    }
    if (forms.length === 0) return null;
    // The dictionary form first, and more often than any one inflection.
    return rng.chance(0.35) ? forms[0]! : forms[Math.floor(rng.next() * forms.length)]!;
  }

  /** One form of an entry: its word (35 %) or the result of one of its affix rules, drawn. */
  private oneForm(line: string, rng: Random): string | null {
    const { word, rules, needsAffix } = this.parse(line);
    if (rules === null) return null;
    const affixes = rules.filter((rule) => rule.sfx ?? rule.pfx);
    let form: string | null = needsAffix ? null : word;
    if (affixes.length > 0 && (form === null || rng.chance(0.65))) {
      const rule = affixes[Math.floor(rng.next() * affixes.length)]!;
      const made = this.aff.applyAffixToWord((rule.sfx ?? rule.pfx)!, this.affWord(word, line), '');
      if (made.length > 0) form = made[Math.floor(rng.next() * made.length)]!.word;
    }
    return form !== null && WORD_FORM.test(form) ? form : null;
  }

  /** An entry's word and rules; null rules when the word is forbidden or only part of compounds. */
  private parse(line: string): { word: string; rules: ReturnType<Aff['getMatchingRules']> | null; needsAffix: boolean } {
    const [head = ''] = line.split(/\s/, 1);
    const slash = head.indexOf('/');
    const word = slash < 0 ? head : head.slice(0, slash);
    const flags = slash < 0 ? '' : head.slice(slash + 1);
    const rules = flags === '' ? [] : this.aff.getMatchingRules(flags);
    let needsAffix = false;
    for (const rule of rules) {
      if (rule.flags?.isForbiddenWord || rule.flags?.isOnlyAllowedInCompound) return { word, rules: null, needsAffix };
      if (rule.flags?.isNeedAffix) needsAffix = true;
    }
    return { word, rules, needsAffix };
  }

  private affWord(word: string, line: string): AffWord {
    return { word, rules: '', flags: {}, rulesApplied: '', base: word, suffix: '', prefix: '', dic: line };
  }

  /** The entry's word and the forms its affix rules make, one affix deep. */
  private formsOf(line: string): readonly string[] {
    const { word, rules, needsAffix } = this.parse(line);
    if (rules === null) return [];
    const out = new Set<string>();
    if (!needsAffix) out.add(word);
    const base = this.affWord(word, line);
    for (const rule of rules) {
      const affix = rule.sfx ?? rule.pfx;
      if (!affix) continue;
      for (const form of this.aff.applyAffixToWord(affix, base, '')) {
        out.add(form.word);
        if (out.size >= MAX_FORMS) break;
      }
      if (out.size >= MAX_FORMS) break;
    }
    return [...out].filter((form) => WORD_FORM.test(form));
  }
}

const loaded = new Map<Dictionary, LanguageWords>();
let loading: Promise<void> | null = null;

/**
 * Reads the nine dictionaries (once per process; about 2 s and 150 MB). The generator's real-world
 * text needs them loaded: `seedMarket` and `marketBatches`' callers await this first.
 */
export function loadVocabulary(): Promise<void> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    // The library too is loaded only here: a start with the curated demo text never needs it.
    const { IterableHunspellReader: Reader } = await import('hunspell-reader');
    for (const [dictionary, name] of Object.entries(PACKAGES) as [Dictionary, string][]) {
      const dir = path.dirname(require.resolve(name));
      // The reader reports, on the console, HTML entities it repairs in the Hungarian affix file
      // (about forty lines); that report is not the seed's to show.
      const error = console.error;
      console.error = () => {};
      const reader = await Reader.createFromFiles(path.join(dir, 'index.aff'), path.join(dir, 'index.dic')).finally(() => {
        console.error = error;
      });
      // The first line of a .dic file is its entry count.
      const entries = reader.dic.filter((line) => line.length > 0 && !/^\d+$/.test(line));
      loaded.set(dictionary, new LanguageWords(reader.aff, entries));
    }
  })();
  return loading;
}

export function vocabularyLoaded(): boolean {
  return loaded.size === Object.keys(PACKAGES).length;
}

/** The words of one dictionary; loadVocabulary must have finished. */
export function wordsOf(dictionary: Dictionary): { draw(rng: Random): string | null; readonly size: number } {
  const words = loaded.get(dictionary);
  if (!words) throw new Error('real-world text needs the dictionaries: await loadVocabulary() first');
  return words;
}
