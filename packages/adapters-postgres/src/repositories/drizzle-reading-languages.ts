import { sql } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import type { Language, ReadingLanguages } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';

/** A user's language is written at most once a minute per process (like a key's last use). */
const RESOLUTION_MS = 60_000;

/** `users.lang` as the language each user last asked for; unchanged languages are not rewritten. */
export class DrizzleReadingLanguages implements ReadingLanguages {
  /** What this process last wrote (or found) for each user, and when. */
  private readonly recorded = new Map<string, { lang: Language; at: number }>();

  constructor(private readonly database: Database) {}

  record(userId: string, lang: Language, at: Date) {
    const last = this.recorded.get(userId);
    if (last !== undefined && at.getTime() - last.at < RESOLUTION_MS) return okAsync(undefined);
    if (last?.lang === lang) {
      this.recorded.set(userId, { lang, at: at.getTime() });
      return okAsync(undefined);
    }
    this.recorded.set(userId, { lang, at: at.getTime() });
    if (this.recorded.size > 10_000) this.recorded.clear();
    return dbCall(async () => {
      await this.database.queryPrepared(sql`update users set lang = ${lang} where id = ${userId}::uuid and lang <> ${lang}`);
    });
  }
}
