import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const InboxPage = lazy(() => import('./InboxPage').then((m) => ({ default: m.InboxPage })));

const INBOX = '/icrm/inbox';

export const pages: PageDefinition[] = [definePage(INBOX, <InboxPage />)];
