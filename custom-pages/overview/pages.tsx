import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const OverviewPage = lazyPage(() => import('./OverviewPage'), 'OverviewPage');

const OVERVIEW = '/icrm/overview';

export const pages: PageDefinition[] = [definePage(OVERVIEW, <OverviewPage />)];
