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
 * Starts loading the resource pages with the app when wanted, not once its first render has mounted the
 * page guard (which asks for them): their code and configs download while the shell renders, and the
 * page at this address then preloads its data.
 */
export function loadResourcesAtStart(pathname: string, queryClient: QueryClient): void {
  if (!resourcesWantedAtStart(pathname, tokenStore.get() !== undefined)) return;
  void loadResources().then(({ pages }) => preloadPageAt(pages, pathname, queryClient));
}
