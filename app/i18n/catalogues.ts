import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import type { Language } from '../../schemas/constants';
import type { AreaMessages } from '../../ui/pageDefinition';
import { deepMerge } from './deepMerge';
import { raDutch } from './raDutch';
import { raGerman } from './raGerman';
import { de } from './shell/de';
import { en } from './shell/en';
import { fr } from './shell/fr';
import { nl } from './shell/nl';

/** react-admin's own texts per language. */
export const RA_MESSAGES: Record<Language, TranslationMessages> = { en: englishMessages, fr: frenchMessages, nl: raDutch, de: raGerman };

/** The shell's texts (login, menu, toolbar, errors) per language. */
export const SHELL_MESSAGES: AreaMessages = { en, fr, nl, de };

/**
 * Every area's texts, found by file: custom-pages/<area>/messages.ts and resources/**\/messages.ts
 * export `messages` (one tree per language); each area writes its own top-level keys
 * (`resources.<name>` for react-admin resource labels), merged as written.
 */
const modules = import.meta.glob<{ messages: AreaMessages }>(['../../custom-pages/*/messages.ts', '../../resources/**/messages.ts'], {
  eager: true,
});
export const AREA_MESSAGES: { file: string; messages: AreaMessages }[] = Object.entries(modules).map(([file, module]) => ({
  file: file.replace(/^(\.\.\/)+/, ''),
  messages: module.messages,
}));

function catalogue(language: Language): TranslationMessages {
  return deepMerge(RA_MESSAGES[language], SHELL_MESSAGES[language], ...AREA_MESSAGES.map((area) => area.messages[language])) as TranslationMessages;
}

const ENGLISH = catalogue('en');

/** A language's complete catalogue; any key it lacks falls back to English. */
export function messagesFor(language: Language): TranslationMessages {
  return language === 'en' ? ENGLISH : (deepMerge(ENGLISH, catalogue(language)) as TranslationMessages);
}
