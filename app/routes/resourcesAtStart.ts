import { tokenStore } from '../../dataProvider/tokenStore';
import { CUSTOM_PAGES } from './customPages';
import { loadResources } from './loadResources';
import { pageFor } from './reach';
import { SHELL_PAGES } from './shellPages';

/**
 * Signed in on an address that no shell or custom page serves (a resource page's, or '/' which lands on
 * one): the resource pages are wanted from the start. Shell and custom pages load them once settled.
 */
export function resourcesWantedAtStart(pathname: string, signedIn: boolean): boolean {
  return signedIn && !pageFor([...SHELL_PAGES, ...CUSTOM_PAGES], pathname);
}

/**
 * Starts loading the resource pages with the app when wanted, not once its first render has mounted the
 * page guard (which asks for them): their code and configs download while the shell renders.
 */
export function loadResourcesAtStart(pathname: string): void {
  if (resourcesWantedAtStart(pathname, tokenStore.get() !== undefined)) void loadResources();
}
