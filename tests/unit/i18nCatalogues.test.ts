import { describe, expect, it } from 'vitest';
import { AREA_MESSAGES, RA_MESSAGES, SHELL_MESSAGES, messagesFor } from '../../app/i18n/catalogues';
import { leafKeys } from '../../app/i18n/deepMerge';
import { LANGUAGES } from '../../schemas/constants';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

function missing(source: Record<string, unknown>, target: Record<string, unknown> | undefined): string[] {
  const present = new Set(leafKeys(target ?? {}));
  return leafKeys(source).filter((key) => !present.has(key));
}

describe('translation catalogues', () => {
  it.each(OTHERS)("react-admin's texts are complete in %s", (language) => {
    expect(missing(RA_MESSAGES.en, RA_MESSAGES[language])).toEqual([]);
  });

  it.each(OTHERS)("the shell's texts are complete in %s", (language) => {
    expect(missing(SHELL_MESSAGES.en, SHELL_MESSAGES[language])).toEqual([]);
  });

  it('finds the areas of the app', () => {
    expect(AREA_MESSAGES.map((area) => area.file)).toContain('custom-pages/profile/messages.ts');
  });

  it.each(AREA_MESSAGES.flatMap((area) => OTHERS.map((language) => [area.file, language, area] as const)))(
    '%s is complete in %s',
    (_file, language, area) => {
      expect(missing(area.messages.en, area.messages[language])).toEqual([]);
    },
  );

  it('keeps the spec texts verbatim in English', () => {
    const en = messagesFor('en') as any;
    expect(en.app.login.password_helper).toBe('Min charachter length is 8');
    expect(en.app.login.locked).toBe('Too many wrong password, account is locked for 5 minutes');
    expect(en.app.search.no_results).toBe('No results..');
  });

  it('falls back to English for a key a language lacks', () => {
    const fr = messagesFor('fr') as any;
    expect(fr.app.login.submit).toBe('Connexion');
    expect(leafKeys(messagesFor('en'))).toEqual(expect.arrayContaining(leafKeys(RA_MESSAGES.en)));
  });
});
