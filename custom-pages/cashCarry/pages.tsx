import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const CCDashboardPage = lazy(() => import('./dashboard/CCDashboardPage').then((m) => ({ default: m.CCDashboardPage })));
const CnCModulePage = lazy(() => import('./module/CnCModulePage').then((m) => ({ default: m.CnCModulePage })));

const DASHBOARD = '/CC/CCDashboard';
/** An app page under /api/: the proxy serves the app for a browser navigation there, also as /api/dexxC%26Cmodule. */
const MODULE = '/api/dexxC&Cmodule';

export const pages: PageDefinition[] = [
  definePage(DASHBOARD, <CCDashboardPage />),
  definePage(MODULE, <CnCModulePage />),
];
