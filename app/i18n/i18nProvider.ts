import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LANGUAGES } from '../../schemas/constants';
import { messagesFor } from './catalogues';
import { isLanguage, storedLanguage } from './language';
import { en } from './shell/en';

/** English by default and as fallback; the stored choice (localStorage 'i18n') at start. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => messagesFor(isLanguage(locale) ? locale : 'en'),
  storedLanguage(),
  LANGUAGES.map((locale) => ({ locale, name: en.app.language[locale] })),
);
