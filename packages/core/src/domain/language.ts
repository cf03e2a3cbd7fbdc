/** The eight answer languages of the service, in the spec's order. */
export const LANGUAGES = ['en', 'ru', 'ro', 'de', 'uk', 'hu', 'bg', 'sr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each answer language's English name, as a language model or a person is told it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ru: 'Russian',
  ro: 'Romanian',
  de: 'German',
  uk: 'Ukrainian',
  hu: 'Hungarian',
  bg: 'Bulgarian',
  sr: 'Serbian (Latin script)',
};

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * Picks the best supported language from an Accept-Language header (RFC 9110 q-values).
 * Region subtags fall back to the primary tag (`de-AT` -> `de`); `sr-Latn`/`sr-Cyrl` -> `sr`.
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag.length > 0 && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
