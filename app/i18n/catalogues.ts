import type { TranslationMessages } from 'react-admin';
import type { Language } from '../../schemas/constants';
import { deepMerge } from './deepMerge';

type Texts = Record<string, unknown>;

/**
 * Every text, one module per language: react-admin's (app/i18n/reactAdmin/<language>.ts), the
 * shell's (app/i18n/shell/<language>.ts) and each area's (custom-pages/<area>/i18n/<language>.ts,
 * resources/<area>/i18n/<language>.ts), each exporting `messages`. No two of them write the same key.
 * English is in the first load: it is the default and every language's fallback. Another language
 * is fetched when it is needed, as one chunk (vite.config.ts), so nobody downloads four languages.
 */
export const ENGLISH_FILES = import.meta.glob<Texts>(['./*/en.ts', '../../custom-pages/*/i18n/en.ts', '../../resources/*/i18n/en.ts'], {
  eager: true,
  import: 'messages',
});
export const OTHER_FILES = import.meta.glob<Texts>(
  ['./*/{fr,nl,de}.ts', '../../custom-pages/*/i18n/{fr,nl,de}.ts', '../../resources/*/i18n/{fr,nl,de}.ts'],
  { import: 'messages' },
);

const ENGLISH = deepMerge(...Object.values(ENGLISH_FILES)) as TranslationMessages;
const loaded = new Map<Language, TranslationMessages>([['en', ENGLISH]]);

/** A language's complete catalogue, fetched once; any key it lacks falls back to English. */
export async function loadMessages(language: Language): Promise<TranslationMessages> {
  const known = loaded.get(language);
  if (known) return known;
  const files = Object.entries(OTHER_FILES).filter(([file]) => file.endsWith(`/${language}.ts`));
  const catalogue = deepMerge(ENGLISH, ...(await Promise.all(files.map(([, load]) => load())))) as TranslationMessages;
  loaded.set(language, catalogue);
  return catalogue;
}

/** The catalogue at once when it is loaded (English always is), else its loading. */
export function messagesFor(language: Language): TranslationMessages | Promise<TranslationMessages> {
  return loaded.get(language) ?? loadMessages(language);
}
