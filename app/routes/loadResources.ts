import type { ReactElement } from 'react';
import type { ResourceAccessTable } from '../../authProvider/access';
import type { ConfigProblem } from '../../resources';
import type { PageDefinition } from '../pageDefinition';

export interface ResourceSetup {
  resources: ReactElement[];
  pages: PageDefinition[];
  problems: ConfigProblem[];
  access: ResourceAccessTable;
}

/**
 * Loads the resource framework and the declarations (code resources and config files). A separate
 * chunk: the login screen does not wait for it.
 */
export async function loadResources(): Promise<ResourceSetup> {
  const module = await import('./resourceModule');
  const { declarations, problems } = await module.loadResourceDeclarations();
  if (problems.length > 0) console.error('resource configuration problems', problems);
  const { resources, pages } = module.resourceDefinitions(declarations);
  return { resources, pages, problems, access: module.resourceAccessTable(declarations) };
}
