import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { currentClaims } from '../../dataProvider/tokenStore';
import { call } from '../../dataProvider';
import type { Language } from '../../schemas/constants';
import { storeLanguage } from './language';

/** Switches the interface language, keeps it for the next visit and, when signed in, on the user's account. */
export function useChangeLanguage(): [Language, (language: Language) => void] {
  const [locale, setLocale] = useLocaleState();
  const change = useCallback(
    (language: Language) => {
      storeLanguage(language);
      setLocale(language);
      document.documentElement.lang = language;
      const azureId = currentClaims()?.azureId;
      if (azureId) {
        call('GET auth/UpdateUserLanguage/{id}', { params: { id: azureId }, query: { language } }).catch((error: unknown) =>
          console.error('language', error),
        );
      }
    },
    [setLocale],
  );
  return [locale as Language, change];
}
