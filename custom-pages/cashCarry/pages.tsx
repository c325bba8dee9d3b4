import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const CCDashboardPage = lazy(() => import('./dashboard/CCDashboardPage').then((m) => ({ default: m.CCDashboardPage })));
const CnCModulePage = lazy(() => import('./module/CnCModulePage').then((m) => ({ default: m.CnCModulePage })));

const DASHBOARD = '/CC/CCDashboard';
/** An app page under /api/: the proxy serves the app for a browser navigation there, also as /api/dexxC%26Cmodule. */
const MODULE = '/api/dexxC&Cmodule';

export const pages: PageDefinition[] = [
  { path: DASHBOARD, element: <CCDashboardPage />, access: matchAppRoute(DASHBOARD)?.access ?? [] },
  { path: MODULE, element: <CnCModulePage />, access: matchAppRoute(MODULE)?.access ?? [] },
];
