import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import type { ConfigProblem } from '../../resources';
import type { PageDefinition } from '../../ui/pageDefinition';
import { afterPageSettled } from './afterPageSettled';
import { usePathname } from './appRouter';
import { pageFor } from './reach';

/** What the app mounted: every page (shell, custom and resource pages) and the resource configs that failed. */
export interface AppSetup {
  pages: readonly PageDefinition[];
  problems: readonly ConfigProblem[];
  /** The resources are not loaded yet: an unknown path may yet become a page. */
  loading: boolean;
  /** Signed-in screens ask for the resource pages (idempotent). */
  requestResources: () => void;
}

export const AppSetupContext = createContext<AppSetup>({ pages: [], problems: [], loading: false, requestResources: () => undefined });

export function useAppSetup(): AppSetup {
  return useContext(AppSetupContext);
}

/**
 * Mounted by every signed-in screen: from then on the resource pages load. When a page already mounted
 * serves the path (a shell or custom page), they wait until it has its data and the browser is idle:
 * their code, their compilation and the routes they add would otherwise take the main thread and the
 * browser's connections from the page in view. Any other path may be theirs: they load at once.
 */
export function useResourcesWanted(): void {
  const { requestResources, pages, loading } = useAppSetup();
  const pathname = usePathname();
  const client = useQueryClient();
  const pageInView = loading && pageFor(pages, pathname) !== undefined;
  useEffect(() => (pageInView ? afterPageSettled(client, requestResources) : requestResources()), [pageInView, client, requestResources]);
}

/** The menu and links show only screens that exist. */
export function useRegisteredPages(): readonly PageDefinition[] {
  return useAppSetup().pages;
}
