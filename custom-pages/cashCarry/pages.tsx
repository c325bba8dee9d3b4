import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const CCDashboardPage = lazyPage(() => import('./dashboard/CCDashboardPage'), 'CCDashboardPage');
const CnCModulePage = lazyPage(() => import('./module/CnCModulePage'), 'CnCModulePage');

const DASHBOARD = '/CC/CCDashboard';
/** An app page under /api/: the proxy serves the app for a browser navigation there, also as /api/dexxC%26Cmodule. */
const MODULE = '/api/dexxC&Cmodule';

export const pages: PageDefinition[] = [
  definePage(DASHBOARD, <CCDashboardPage />),
  definePage(MODULE, <CnCModulePage />),
];
