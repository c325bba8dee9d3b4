import { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppSettings } from '../ui/appSettings';
import { warmDutchNumbersWhenIdle } from '../ui/format/dutchNumber';
import { answerAccessQuestionsAtOnce } from '../authProvider/accessAnswers';
import { App } from './App';
import { authProvider } from './authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { preloadShell } from './layout/shellQueries';
import { BUILT_IN_PAGES } from './routes/builtInPages';
import { preloadPageAt } from './routes/preloadPage';
import { loadResourcesAtStart } from './routes/resourcesAtStart';

// react-admin's react-query client, made here so that the page opened and the shell can start their calls on it
// now: the page's code and calls first, as a browser opens six connections to a host and queues the rest.
const queryClient = new QueryClient();
answerAccessQuestionsAtOnce(queryClient, authProvider.canAccessNow);
// The page's code, when it has a preload: the first render waits for it, so the page renders with the shell.
const pageCodeAtStart = Promise.resolve(preloadPageAt(BUILT_IN_PAGES, location.pathname, queryClient)).catch(() => undefined);
const resourcesAtStart = loadResourcesAtStart(location.pathname, queryClient);
// The deployment's outside addresses (shops, mailboxes): read by the screens as they render, so before the first.
// Asked before the shell's calls: a browser opens six connections to a host, and this small answer held up the
// first render queued behind them (answered at 490-750 ms in a cold trace of the customer page).
const settingsAtStart = loadAppSettings();
preloadShell(queryClient, authProvider);
warmDutchNumbersWhenIdle();

// No top-level await: pages' chunks import from this one, and would wait on it.
// The first render in a transition: React renders it in slices and the page's thread reads the answers arriving
// meanwhile (the list's array, the worker's replies) instead of leaving them queued behind one long task.
Promise.all([createI18nProvider(), resourcesAtStart, pageCodeAtStart, settingsAtStart]).then(([i18nProvider]) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18nProvider={i18nProvider} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
