import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../dataProvider/tokenStore';
import { BUILT_IN_PAGES } from './builtInPages';
import { loadResources } from './loadResources';
import { preloadPageAt } from './preloadPage';
import { pageFor } from './reach';

/**
 * Signed in on an address that no shell or custom page serves (a resource page's, or '/' which lands on
 * one): the resource pages are wanted from the start. Shell and custom pages load them once settled.
 */
export function resourcesWantedAtStart(pathname: string, signedIn: boolean): boolean {
  return signedIn && !pageFor(BUILT_IN_PAGES, pathname);
}

/**
 * Starts loading the resource pages with the app when wanted, and the page at this address then preloads
 * its data. The app's first render waits for them: rendered before, the whole shell would render again
 * when they come, on the main thread the page in view needs. A failed load does not hold the app back.
 */
export function loadResourcesAtStart(pathname: string, queryClient: QueryClient): Promise<void> {
  if (!resourcesWantedAtStart(pathname, tokenStore.get() !== undefined)) return Promise.resolve();
  return loadResources().then(
    ({ pages }) => {
      preloadPageAt(pages, pathname, queryClient);
    },
    () => undefined,
  );
}
