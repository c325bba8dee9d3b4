import { describe, expect, it } from 'vitest';
import { ENGLISH_FILES, OTHER_FILES, loadMessages, messagesFor } from '../../app/i18n/catalogues';
import { leafKeys } from '../../app/i18n/deepMerge';
import { LANGUAGES } from '../../schemas/constants';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

function missing(source: Record<string, unknown>, target: Record<string, unknown> | undefined): string[] {
  const present = new Set(leafKeys(target ?? {}));
  return leafKeys(source).filter((key) => !present.has(key));
}

const englishOf = (file: string) => file.replace(/\/(fr|nl|de)\.ts$/, '/en.ts');

describe('translation catalogues', () => {
  it("finds react-admin's, the shell's and the areas' texts", () => {
    const files = Object.keys(ENGLISH_FILES);
    expect(files).toEqual(expect.arrayContaining(['./reactAdmin/en.ts', './shell/en.ts', '../../custom-pages/profile/i18n/en.ts', '../../resources/leads/i18n/en.ts']));
    expect(files.length).toBeGreaterThan(25);
  });

  it('has every language of every English file, and no language without its English', () => {
    const expected = Object.keys(ENGLISH_FILES).flatMap((file) => OTHERS.map((language) => file.replace(/en\.ts$/, `${language}.ts`)));
    expect(Object.keys(OTHER_FILES).sort()).toEqual(expected.sort());
  });

  it.each(Object.keys(OTHER_FILES).map((file) => [file] as const))('%s has every key of its English', async (file) => {
    expect(missing(ENGLISH_FILES[englishOf(file)]!, await OTHER_FILES[file]!())).toEqual([]);
  });

  it('keeps the spec texts verbatim in English, in the first load', () => {
    const en = messagesFor('en') as any;
    expect(en.app.login.password_helper).toBe('Min charachter length is 8');
    expect(en.app.login.locked).toBe('Too many wrong password, account is locked for 5 minutes');
    expect(en.app.search.no_results).toBe('No results..');
  });

  it('loads another language once, whole, falling back to English for a key it lacks', async () => {
    expect(messagesFor('fr')).toBeInstanceOf(Promise);
    const fr = (await loadMessages('fr')) as any;
    expect(messagesFor('fr')).toBe(fr);
    expect(fr.app.login.submit).toBe('Connexion');
    expect(fr.ra.action.save).toBe('Enregistrer');
    expect(fr.customer.vat_ok).not.toBe((messagesFor('en') as any).customer.vat_ok);
    expect(leafKeys(fr)).toEqual(expect.arrayContaining(leafKeys(messagesFor('en') as any)));
  });
});
