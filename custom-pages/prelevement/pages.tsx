import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const PrelevementPage = lazy(() => import('./PrelevementPage').then((m) => ({ default: m.PrelevementPage })));

export const pages: PageDefinition[] = [definePage('/icrm/prelevement', <PrelevementPage />)];
