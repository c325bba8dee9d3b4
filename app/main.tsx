import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { authProvider } from './authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { preloadShell } from './layout/shellQueries';
import { BUILT_IN_PAGES } from './routes/builtInPages';
import { preloadPageAt } from './routes/preloadPage';
import { loadResourcesAtStart } from './routes/resourcesAtStart';

// react-admin's react-query client, made here so that the shell and the page opened can start their calls on it now.
const queryClient = new QueryClient();
preloadShell(queryClient, authProvider);
preloadPageAt(BUILT_IN_PAGES, location.pathname, queryClient);
const resourcesAtStart = loadResourcesAtStart(location.pathname, queryClient);

// No top-level await: pages' chunks import from this one, and would wait on it.
Promise.all([createI18nProvider(), resourcesAtStart]).then(([i18nProvider]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} queryClient={queryClient} />
    </StrictMode>,
  ),
);
