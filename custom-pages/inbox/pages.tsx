import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const InboxPage = lazy(() => import('./InboxPage').then((m) => ({ default: m.InboxPage })));

const INBOX = '/icrm/inbox';

export const pages: PageDefinition[] = [{ path: INBOX, element: <InboxPage />, access: matchAppRoute(INBOX)?.access ?? [] }];
