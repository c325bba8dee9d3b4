import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const UnpaidPage = lazy(() => import('./UnpaidPage').then((m) => ({ default: m.UnpaidPage })));
const OpenItemsPage = lazy(() => import('./openItems/OpenItemsPage').then((m) => ({ default: m.OpenItemsPage })));

const UNPAID = '/icrm/unpaid';
const OPEN_ITEMS = '/icrm/openposten';

export const pages: PageDefinition[] = [
  definePage(UNPAID, <UnpaidPage />),
  definePage(OPEN_ITEMS, <OpenItemsPage />),
];
