import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const LoginHistoryPage = lazy(() => import('./LoginHistoryPage').then((m) => ({ default: m.LoginHistoryPage })));

const LOGIN_HISTORY = '/profile/loginhistory';

export const pages: PageDefinition[] = [
  { path: LOGIN_HISTORY, element: <LoginHistoryPage />, access: matchAppRoute(LOGIN_HISTORY)?.access ?? [] },
];
