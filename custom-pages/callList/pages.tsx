import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const CallListPage = lazy(() => import('./CallListPage').then((m) => ({ default: m.CallListPage })));

const CALL_LIST = '/icrm/call';

export const pages: PageDefinition[] = [definePage(CALL_LIST, <CallListPage />)];
