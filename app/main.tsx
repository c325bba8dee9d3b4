import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './i18n/i18nProvider';
import { loadResourcesAtStart } from './routes/resourcesAtStart';

loadResourcesAtStart(location.pathname);

// No top-level await: pages' chunks import from this one, and would wait on it.
createI18nProvider().then((i18nProvider) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  ),
);
