import { tokenStore } from '../../dataProvider/tokenStore';
import { CUSTOM_PAGES } from './customPages';
import { loadResources } from './loadResources';
import { pageFor } from './reach';
import { SHELL_PAGES } from './shellPages';

/**
 * Signed in on an address that no shell or custom page serves (a resource page's, or '/' which lands on
 * one): the resource pages start loading with the app, not once its first render has mounted the page
 * guard, which asks for them. Their code and configs download while the shell renders.
 */
export function loadResourcesAtStart(pathname: string): void {
  if (tokenStore.get() && !pageFor([...SHELL_PAGES, ...CUSTOM_PAGES], pathname)) void loadResources();
}
