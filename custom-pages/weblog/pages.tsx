import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const WeblogPage = lazy(() => import('./WeblogPage').then((m) => ({ default: m.WeblogPage })));

const WEBLOG = '/icrm/weblog';

export const pages: PageDefinition[] = [{ path: WEBLOG, element: <WeblogPage />, access: matchAppRoute(WEBLOG)?.access ?? [] }];
