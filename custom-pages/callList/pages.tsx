import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const CallListPage = lazy(() => import('./CallListPage').then((m) => ({ default: m.CallListPage })));

const CALL_LIST = '/icrm/call';

export const pages: PageDefinition[] = [{ path: CALL_LIST, element: <CallListPage />, access: matchAppRoute(CALL_LIST)?.access ?? [] }];
