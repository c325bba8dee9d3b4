import { Button, CssBaseline, Typography } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nContextProvider, useTranslate, type I18nProvider, type RaThemeOptions } from 'react-admin';
import { Link } from 'react-router-dom';
import { tokenStore } from '../../dataProvider/tokenStore';
import { matchAppRoute } from '../../schemas/appRoutes';
import { AuthFrame } from '../login/AuthFrame';
import { usePathname } from './appRouter';

/** Paths a signed-out visitor is sent to the login page from: the app's own routes and its public pages. */
const isAppPath = (pathname: string) =>
  pathname === '/' || /^\/(login|update-password)(\/|$)/i.test(pathname) || matchAppRoute(pathname) !== undefined;

/**
 * Spec part 1 §1: any other path, for a signed-out visitor, shows a placeholder main page with a way
 * in, instead of the login redirect react-admin gives every path. Signed in, everything is the app's.
 */
export function SignedOutPlaceholder({ i18nProvider, theme, children }: { i18nProvider: I18nProvider; theme: RaThemeOptions; children: ReactNode }) {
  const pathname = usePathname();
  if (tokenStore.get() || isAppPath(pathname)) return <>{children}</>;
  return (
    <I18nContextProvider value={i18nProvider}>
      <ThemeProvider theme={createTheme(theme)}>
        <CssBaseline />
        <PlaceholderMainPage requested={pathname} />
      </ThemeProvider>
    </I18nContextProvider>
  );
}

function PlaceholderMainPage({ requested }: { requested: string }) {
  const translate = useTranslate();
  return (
    <AuthFrame title={translate('app.placeholder.title')}>
      <Typography sx={{ mb: 3, textAlign: 'center' }}>{translate('app.placeholder.text')}</Typography>
      {/* react-admin's login returns to the page asked for once signed in (a 404 then, for a truly unknown path). */}
      <Button component={Link} to="/login" state={{ nextPathname: requested }} variant="contained" fullWidth>
        {translate('app.placeholder.login')}
      </Button>
    </AuthFrame>
  );
}
