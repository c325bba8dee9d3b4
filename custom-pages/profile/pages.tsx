import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const LoginHistoryPage = lazy(() => import('./LoginHistoryPage').then((m) => ({ default: m.LoginHistoryPage })));

const LOGIN_HISTORY = '/profile/loginhistory';

export const pages: PageDefinition[] = [
  definePage(LOGIN_HISTORY, <LoginHistoryPage />),
];
