import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LANGUAGES } from '../../schemas/constants';
import { loadMessages, messagesFor } from './catalogues';
import { isLanguage, storedLanguage } from '../../ui/language/language';
import { messages as shellEnglish } from './shell/en';

/**
 * English by default and as fallback; starts in the stored choice (localStorage 'i18n'), whose
 * texts are fetched first: react-admin wants the starting language's texts at once.
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const language = storedLanguage();
  await loadMessages(language);
  return polyglotI18nProvider(
    (locale) => messagesFor(isLanguage(locale) ? locale : 'en'),
    language,
    LANGUAGES.map((locale) => ({ locale, name: shellEnglish.app.language[locale] })),
  );
}
