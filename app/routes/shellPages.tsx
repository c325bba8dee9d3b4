import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const RoutingPage = lazyPage(() => import('../documentation/RoutingPage'), 'RoutingPage');

/** The shell's own signed-in pages: the admins' documentation (spec: Documentation requires iCRMAdmin). */
export const SHELL_PAGES: readonly PageDefinition[] = [definePage('/documentation/routing', <RoutingPage />)];
