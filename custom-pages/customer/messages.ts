import type { AreaMessages } from '../../ui/pageDefinition';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { nl } from './i18n/nl';

/** The customer page's texts, one file per language. */
export const messages: AreaMessages = { en, fr, nl, de };
