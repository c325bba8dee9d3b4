import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LANGUAGES } from '../../schemas/constants';
import { messagesFor } from './catalogues';
import { isLanguage, storedLanguage } from '../../ui/language/language';
import { en } from './shell/en';

/** English by default and as fallback; starts in the stored choice (localStorage 'i18n'). */
export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(
    (locale) => messagesFor(isLanguage(locale) ? locale : 'en'),
    storedLanguage(),
    LANGUAGES.map((locale) => ({ locale, name: en.app.language[locale] })),
  );
}
