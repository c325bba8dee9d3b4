import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const OverviewPage = lazy(() => import('./OverviewPage').then((m) => ({ default: m.OverviewPage })));

const OVERVIEW = '/icrm/overview';

export const pages: PageDefinition[] = [definePage(OVERVIEW, <OverviewPage />)];
