import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const SendPage = lazy(() => import('./SendPage').then((m) => ({ default: m.SendPage })));

export const pages: PageDefinition[] = [definePage('/specialoffers', <SendPage />)];
