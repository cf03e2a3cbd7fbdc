import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { okAsync, ResultAsync } from 'neverthrow';
import { indexWords, type Clock, type Language, type LocalizedText, type Translator } from '@marketplace/core';
import type { Database } from '../db.js';
import { pgTextArray } from '../search-doc.js';
import { textTranslations } from '../schema/tables.js';

/** The cache key of a text: its language and its exact words. */
export const translationSourceHash = (text: string, lang: Language): string =>
  createHash('sha256').update(`${lang}\n${text}`).digest('hex');

export interface TranslationCacheOptions {
  /** Recorded beside each stored translation (`text_translations.provider`). */
  readonly provider: string;
  readonly clock: Clock;
  /** Told when the cache itself cannot be read or written; the texts are still translated. */
  readonly onFailure?: (error: unknown) => void;
}

/**
 * The Translator with a PostgreSQL store in front: a translation is looked up in
 * `text_translations` (shared by every app process), a missing one is made by the inner translator
 * once, stored, and reused by every later read. Only real translations are stored, never an
 * original handed back by a failing provider. A stored translation of an advert's title or
 * description also adds its words to the advert's `search_doc`, so keyword search finds the advert
 * by them. A failing cache never fails a read: the texts then go to the inner translator directly.
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
    const pending: number[] = [];
    texts.forEach((text, index) => {
      if (text.lang !== null && text.lang !== to && text.text.trim().length > 0) pending.push(index);
    });
    if (pending.length === 0) return okAsync([...texts]);
    return ResultAsync.fromSafePromise(this.run(texts, pending, to));
  }

  private async run(texts: readonly LocalizedText[], pending: number[], to: Language): Promise<LocalizedText[]> {
    const result = [...texts];
    const hashes = new Map(pending.map((index) => [index, translationSourceHash(texts[index]!.text, texts[index]!.lang!)]));
    const stored = await this.lookup([...new Set(hashes.values())], to);
    const misses: number[] = [];
    for (const index of pending) {
      const hit = stored.get(hashes.get(index)!);
      if (hit === undefined) misses.push(index);
      else result[index] = this.translated(texts[index]!, hit, to);
    }
    if (misses.length === 0) return result;
    const fresh = await this.inner.translate(misses.map((index) => texts[index]!), to);
    const made: { index: number; text: string }[] = [];
    misses.forEach((index, i) => {
      const answer = fresh.isOk() ? fresh.value[i] : undefined;
      if (answer === undefined || answer.lang !== to) return; // kept as written: nothing to store
      result[index] = this.translated(texts[index]!, answer.text, to);
      made.push({ index, text: answer.text });
    });
    await this.store(made.map(({ index, text }) => ({ hash: hashes.get(index)!, text, about: texts[index]!.about })), to);
    return result;
  }

  /**
   * Once both the title and the description of an advert are stored in a language, they become
   * that language's row of `advert_texts` (not original): reads then find it without the store,
   * and the owner's title search and any rebuild of `search_doc` include it. The hashes are the
   * ones `translationSourceHash` makes, computed in SQL.
   */
  private async completeAdvertText(advertId: string, to: Language): Promise<void> {
    const hashOf = (column: string) =>
      sql.raw(`encode(sha256(convert_to(o.lang || chr(10) || o.${column}, 'UTF8')), 'hex')`);
    await this.database.query(sql`
      insert into advert_texts (advert_id, lang, title, description, is_original)
      select o.advert_id, ${to}, t.text, d.text, false
      from advert_texts o
      join text_translations t on t.source_hash = ${hashOf('title')} and t.target_lang = ${to}
      join text_translations d on d.source_hash = ${hashOf('description')} and d.target_lang = ${to}
      where o.advert_id = ${advertId}::uuid and o.is_original and o.lang <> ${to}
      on conflict (advert_id, lang) do nothing`);
  }

  private translated(source: LocalizedText, text: string, to: Language): LocalizedText {
    return { text, lang: to, ...(source.about ? { about: source.about } : {}) };
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

  private async store(made: { hash: string; text: string; about: LocalizedText['about'] }[], to: Language): Promise<void> {
    if (made.length === 0) return;
    const now = this.options.clock.now();
    const wordsByAdvert = new Map<string, string[]>();
    for (const entry of made) {
      if (entry.about) wordsByAdvert.set(entry.about.advertId, [...(wordsByAdvert.get(entry.about.advertId) ?? []), entry.text]);
    }
    try {
      // Two processes may make the same translation at once: the first stored wins, both are right.
      await this.database.db
        .insert(textTranslations)
        .values(made.map((entry) => ({ sourceHash: entry.hash, targetLang: to, text: entry.text, provider: this.options.provider, createdAt: now })))
        .onConflictDoNothing();
      for (const [advertId, texts] of wordsByAdvert) {
        const words = indexWords(texts);
        if (words.length > 0) {
          await this.database.query(sql`
            update adverts set search_doc = search_doc || array_to_tsvector(${pgTextArray(words)}::text[])
            where id = ${advertId}::uuid`);
        }
        await this.completeAdvertText(advertId, to);
      }
    } catch (error) {
      this.options.onFailure?.(error);
    }
  }
}
