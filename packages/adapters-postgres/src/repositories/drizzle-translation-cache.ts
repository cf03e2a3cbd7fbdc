import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ResultAsync } from 'neverthrow';
import { translateWhereNeeded, type Clock, type ForeignText, type Language, type LocalizedText, type Translator } from '@marketplace/core';
import type { Database } from '../db.js';
import { textTranslations } from '../schema/tables.js';
import type { AdvertTranslation, DrizzleAdvertTranslations } from './drizzle-advert-translations.js';

/** The cache key of a text: its language and its exact words. */
export const translationSourceHash = (text: string, lang: Language): string =>
  createHash('sha256').update(`${lang}\n${text}`).digest('hex');

export interface TranslationCacheOptions {
  /** Recorded beside each stored translation (`text_translations.provider`). */
  readonly provider: string;
  readonly clock: Clock;
  /** Told when the cache itself cannot be read or written; the texts are still translated. */
  readonly onFailure?: (error: unknown) => void;
  /**
   * The step run after new translations of advert texts (`about`) are stored: they become part of
   * the advert (search words, `advert_texts`). Null: translations are only stored.
   */
  readonly advertTranslations: DrizzleAdvertTranslations | null;
}

/**
 * The Translator with a PostgreSQL store in front: a translation is looked up in
 * `text_translations` (shared by every app process), a missing one is made by the inner translator
 * once, stored, and reused by every later read. Only real translations are stored, never an
 * original handed back by a failing provider. Three named steps: `lookup`, `store`, then
 * `options.advertTranslations.add` for new translations of advert texts. Which texts are
 * translated and the fallback are core's (`translateWhereNeeded`). A
 * failing store never fails a read: the texts then go to the inner translator directly.
 */
export class DrizzleTranslationCache implements Translator {
  readonly detect?: (text: string) => Language | null;

  constructor(
    private readonly database: Database,
    private readonly inner: Translator,
    private readonly options: TranslationCacheOptions,
  ) {
    if (inner.detect) this.detect = (text) => inner.detect!(text);
  }

  translate(texts: readonly LocalizedText[], to: Language): ResultAsync<LocalizedText[], never> {
    return translateWhereNeeded(texts, to, (pending) => this.run(pending, to));
  }

  /** A translation (or undefined: none had) of each text, in order. */
  private async run(texts: readonly ForeignText[], to: Language): Promise<(string | undefined)[]> {
    const hashes = texts.map((text) => translationSourceHash(text.text, text.lang));
    const stored = await this.lookup([...new Set(hashes)], to);
    const result = hashes.map((hash) => stored.get(hash));
    const misses = result.flatMap((hit, index) => (hit === undefined ? [index] : []));
    if (misses.length === 0) return result;
    const fresh = await this.inner.translate(misses.map((index) => texts[index]!), to);
    const made: { index: number; text: string }[] = [];
    misses.forEach((index, i) => {
      const answer = fresh.isOk() ? fresh.value[i] : undefined;
      if (answer === undefined || answer.lang !== to) return; // kept as written: nothing to store
      result[index] = answer.text;
      made.push({ index, text: answer.text });
    });
    const kept = await this.store(made.map(({ index, text }) => ({ hash: hashes[index]!, text })), to);
    if (!kept) return result;
    await this.addToAdverts(
      made.flatMap(({ index, text }) => {
        const about = texts[index]!.about;
        return about ? [{ ...about, text }] : [];
      }),
      to,
    );
    return result;
  }

  private async lookup(hashes: string[], to: Language): Promise<Map<string, string>> {
    try {
      // A point read on every answer that holds a foreign text: prepared, like the other point reads.
      const rows = await this.database.queryPrepared(sql`
        select source_hash, text from text_translations
        where target_lang = ${to} and source_hash = any(${`{${hashes.join(',')}}`}::text[])`);
      return new Map(rows.map((row) => [String(row.source_hash), String(row.text)]));
    } catch (error) {
      this.options.onFailure?.(error);
      return new Map();
    }
  }

  /** False when nothing was stored (nothing new, or the store failed). */
  private async store(made: { hash: string; text: string }[], to: Language): Promise<boolean> {
    if (made.length === 0) return false;
    const now = this.options.clock.now();
    try {
      // Two processes may make the same translation at once: the first stored wins, both are right.
      await this.database.db
        .insert(textTranslations)
        .values(made.map((entry) => ({ sourceHash: entry.hash, targetLang: to, text: entry.text, provider: this.options.provider, createdAt: now })))
        .onConflictDoNothing();
      return true;
    } catch (error) {
      this.options.onFailure?.(error);
      return false;
    }
  }

  private async addToAdverts(translations: AdvertTranslation[], to: Language): Promise<void> {
    if (translations.length === 0 || !this.options.advertTranslations) return;
    try {
      await this.options.advertTranslations.add(translations, to);
    } catch (error) {
      this.options.onFailure?.(error);
    }
  }
}
