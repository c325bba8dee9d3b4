import { createContext, useContext, useEffect } from 'react';
import type { ConfigProblem } from '../../resources';
import type { PageDefinition } from '../../ui/pageDefinition';

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

/** Mounted by every signed-in screen: from then on the resource pages load. */
export function useResourcesWanted(): void {
  const { requestResources } = useAppSetup();
  useEffect(requestResources, [requestResources]);
}

/** The menu and links show only screens that exist. */
export function useRegisteredPages(): readonly PageDefinition[] {
  return useAppSetup().pages;
}
