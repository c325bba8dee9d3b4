import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const WeblogPage = lazy(() => import('./WeblogPage').then((m) => ({ default: m.WeblogPage })));

const WEBLOG = '/icrm/weblog';

export const pages: PageDefinition[] = [definePage(WEBLOG, <WeblogPage />)];
