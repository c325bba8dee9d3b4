import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const TurnoverPage = lazy(() => import('./TurnoverPage').then((m) => ({ default: m.TurnoverPage })));

const TURNOVER = '/icrm/turnover';

export const pages: PageDefinition[] = [definePage(TURNOVER, <TurnoverPage />)];
