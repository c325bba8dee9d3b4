import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');

const DASHBOARD = '/icrm/dashboard';

export const pages: PageDefinition[] = [definePage(DASHBOARD, <DashboardPage />)];
