import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const RoutingPage = lazy(() => import('../documentation/RoutingPage').then((m) => ({ default: m.RoutingPage })));

/** The shell's own signed-in pages: the admins' documentation (spec: Documentation requires iCRMAdmin). */
export const SHELL_PAGES: readonly PageDefinition[] = [definePage('/documentation/routing', <RoutingPage />)];
