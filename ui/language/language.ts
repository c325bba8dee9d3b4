import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../../schemas/constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface language kept in localStorage under 'i18n' (spec part 1 §1); English by default. */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}
