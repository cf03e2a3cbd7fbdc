import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';

/**
 * The language each user reads in (`users.lang`): the one they last asked for in a request made
 * with their key. Notifications and chat translations go out in it. Adapters may write coarsely
 * (at most once a minute per user) to spare a write per request.
 */
export interface ReadingLanguages {
  record(userId: string, lang: Language, at: Date): ResultAsync<void, Unavailable>;
}
