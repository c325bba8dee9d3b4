import { render } from '@testing-library/react';
import { AdminContext, memoryStore, mergeTranslations, Notification, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../dataProvider';
import type { CompiledResource } from '../../resources';
import { resourceDefinitions } from '../../resources';
import { messages as frameworkMessages } from '../../resources/framework/i18n/en';
import { messages as userMessages } from '../../resources/users/i18n/en';

export const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, frameworkMessages, userMessages), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

/**
 * Renders the generated pages of some resources at a path, over the real data provider (with the resources'
 * own texts when given, and react-admin's notifications).
 */
export function renderResource(resources: CompiledResource[], path: string, texts: I18nProvider = i18nProvider) {
  const { pages } = resourceDefinitions(resources);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={texts} store={memoryStore()}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
