import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as unpaidMessages } from '../../custom-pages/unpaid/i18n/en';
import { OutstandingItemsButton } from '../../custom-pages/unpaid/openItems/OutstandingItemsButton';
import { UnpaidDownloadButton } from '../../custom-pages/unpaid/UnpaidDownloadButton';
import { screenWidth } from './screenWidth';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, unpaidMessages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

describe('download buttons on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  // react-admin draws an icon button there and names it only while enabled: a nameless button is a critical axe fault.
  it('keep their names while disabled', () => {
    screenWidth(390);
    render(
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <UnpaidDownloadButton rows={[]} />
        <OutstandingItemsButton disabled />
      </AdminContext>,
    );
    for (const name of ['Excel', 'Outstanding items']) expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  });
});
