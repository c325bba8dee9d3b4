import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { dataProvider } from '../dataProvider';
import { appStore } from '../ui/appStore';
import { storedLanguage } from '../ui/language/language';
import { authProvider } from './authProvider';
import { AppError } from './errors/AppError';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { LoginPage } from './login/LoginPage';
import { UpdatePasswordPage } from './password/UpdatePasswordPage';
import { AppRouter, appRouterProvider } from './routes/appRouter';
import { AppSetupContext, type AppSetup } from './routes/AppSetup';
import { BUILT_IN_PAGES } from './routes/builtInPages';
import { CatchAll } from './routes/CatchAll';
import { LandingRedirect } from './routes/LandingRedirect';
import { loadedResources, loadResources, type ResourceSetup } from './routes/loadResources';
import { PageGuard } from './routes/PageGuard';
import { SignedOutPlaceholder } from './routes/SignedOutPlaceholder';
import { theme } from './theme';

// The language lives under the spec's 'i18n' key; react-admin's own store follows it.
appStore.setItem('locale', storedLanguage());
document.documentElement.lang = storedLanguage();

/**
 * The admin shell: react-admin with the auth and data providers, every page (shell, custom and
 * resource pages) as guarded custom routes, the public password page, landing by role at '/'.
 * The resource pages join once a signed-in screen asks for them; the login screen never loads them.
 */
export function App({ i18nProvider, queryClient }: { i18nProvider: I18nProvider; queryClient: QueryClient }) {
  const [loaded, setLoaded] = useState<ResourceSetup | undefined>(loadedResources);
  const requestResources = useCallback(() => {
    loadResources().then(setLoaded);
  }, []);
  const setup = useMemo<AppSetup>(
    () => ({
      pages: [...BUILT_IN_PAGES, ...(loaded?.pages ?? [])],
      problems: loaded?.problems ?? [],
      loading: !loaded,
      requestResources,
    }),
    [loaded, requestResources],
  );
  const guarded = (noLayout: boolean) =>
    setup.pages
      .filter((page) => Boolean(page.noLayout) === noLayout)
      .map((page) => <Route key={page.path} path={page.path} element={<PageGuard access={page.access}>{page.element}</PageGuard>} />);

  return (
    <AppSetupContext.Provider value={setup}>
      <AppRouter>
        <SignedOutPlaceholder i18nProvider={i18nProvider} theme={theme}>
          <Admin
            disableTelemetry
            routerProvider={appRouterProvider}
            requireAuth
            title="Flora iCRM"
            authProvider={authProvider}
            dataProvider={dataProvider}
            queryClient={queryClient}
            i18nProvider={i18nProvider}
            store={appStore}
            theme={theme}
            layout={AppLayout}
            loginPage={LoginPage}
            dashboard={LandingRedirect}
            catchAll={CatchAll}
            notification={AppNotification}
            error={AppError}
          >
            {loaded?.resources}
            <CustomRoutes>{guarded(false)}</CustomRoutes>
            <CustomRoutes noLayout>
              <Route path="/update-password/:token" element={<UpdatePasswordPage />} />
              {guarded(true)}
            </CustomRoutes>
          </Admin>
        </SignedOutPlaceholder>
      </AppRouter>
    </AppSetupContext.Provider>
  );
}
