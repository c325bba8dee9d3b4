import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './i18n/i18nProvider';
import { BUILT_IN_PAGES } from './routes/builtInPages';
import { preloadPageAt } from './routes/preloadPage';
import { loadResourcesAtStart } from './routes/resourcesAtStart';

// react-admin's react-query client, made here so that the page opened can start its calls on it now.
const queryClient = new QueryClient();
preloadPageAt(BUILT_IN_PAGES, location.pathname, queryClient);
loadResourcesAtStart(location.pathname, queryClient);

// No top-level await: pages' chunks import from this one, and would wait on it.
createI18nProvider().then((i18nProvider) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} queryClient={queryClient} />
    </StrictMode>,
  ),
);
