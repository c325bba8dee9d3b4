import { createContext, useContext } from 'react';
import type { ConfigProblem } from '../../resources';
import type { PageDefinition } from '../pageDefinition';

/** What the app mounted: every page (shell, custom and resource pages) and the resource configs that failed. */
export interface AppSetup {
  pages: readonly PageDefinition[];
  problems: readonly ConfigProblem[];
  /** The resources are still loading: an unknown path may yet become a page. */
  loading: boolean;
}

export const AppSetupContext = createContext<AppSetup>({ pages: [], problems: [], loading: false });

export function useAppSetup(): AppSetup {
  return useContext(AppSetupContext);
}

/** The menu and links show only screens that exist. */
export function useRegisteredPages(): readonly PageDefinition[] {
  return useAppSetup().pages;
}
