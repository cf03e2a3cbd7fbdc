import { sql } from 'drizzle-orm';
import { indexWords, type Language, type TextSubject } from '@marketplace/core';
import type { Database } from '../db.js';
import { pgTextArray } from '../search-doc.js';

/** A stored translation of one of an advert's texts. */
export interface AdvertTranslation extends TextSubject {
  readonly text: string;
}

/**
 * The step that makes stored translations part of their advert, named and wired on its own (the
 * translation store runs it after storing new translations, when the composition gives it one):
 * - the translation's words join the advert's `search_doc`, so keyword search finds the advert by
 *   them at once;
 * - once both the title and the description are stored in a language, they become that
 *   language's row of `advert_texts` (not original): reads then find it without the store, and
 *   the owner's title search and any rebuild of `search_doc` include it.
 */
export class DrizzleAdvertTranslations {
  constructor(private readonly database: Database) {}

  async add(translations: readonly AdvertTranslation[], to: Language): Promise<void> {
    const textsByAdvert = new Map<string, string[]>();
    for (const entry of translations) textsByAdvert.set(entry.advertId, [...(textsByAdvert.get(entry.advertId) ?? []), entry.text]);
    for (const [advertId, texts] of textsByAdvert) {
      await this.addSearchWords(advertId, texts);
      await this.completeAdvertText(advertId, to);
    }
  }

  private async addSearchWords(advertId: string, texts: readonly string[]): Promise<void> {
    const words = indexWords(texts);
    if (words.length === 0) return;
    await this.database.query(sql`
      update adverts set search_doc = search_doc || array_to_tsvector(${pgTextArray(words)}::text[])
      where id = ${advertId}::uuid`);
  }

  /** The hashes are the ones `translationSourceHash` makes, computed in SQL. */
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
}
