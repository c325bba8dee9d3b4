import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { tokenStore } from '../../dataProvider/tokenStore';
import type { PageDefinition } from '../../ui/pageDefinition';
import { pageFor } from './reach';

/**
 * The app opens on `pathname`: its page's preload starts now, while the shell's code runs and renders.
 * Signed out, nothing: the login screen opens instead.
 */
export function preloadPageAt(pages: readonly PageDefinition[], pathname: string, queryClient: QueryClient): Promise<unknown> | void {
  if (tokenStore.get() === undefined) return;
  const page = pageFor(pages, pathname);
  if (!page?.preload) return;
  return page.preload(matchPath({ path: page.path, caseSensitive: false }, pathname)?.params ?? {}, queryClient);
}
