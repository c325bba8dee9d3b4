import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const InboxPage = lazyPage(() => import('./InboxPage'), 'InboxPage');

const INBOX = '/icrm/inbox';

export const pages: PageDefinition[] = [definePage(INBOX, <InboxPage />)];
