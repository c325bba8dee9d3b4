import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const TurnoverPage = lazy(() => import('./TurnoverPage').then((m) => ({ default: m.TurnoverPage })));

const TURNOVER = '/icrm/turnover';

export const pages: PageDefinition[] = [{ path: TURNOVER, element: <TurnoverPage />, access: matchAppRoute(TURNOVER)?.access ?? [] }];
