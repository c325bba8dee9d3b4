import type { ReactElement } from 'react';
import type { ResourceAccessTable } from '../../authProvider/access';
import type { ConfigProblem } from '../../resources';
import { fetchConfigFiles } from '../../resources/framework/fetchConfigFiles';
import type { PageDefinition } from '../../ui/pageDefinition';

export interface ResourceSetup {
  resources: ReactElement[];
  pages: PageDefinition[];
  problems: ConfigProblem[];
  access: ResourceAccessTable;
}

let loading: Promise<ResourceSetup> | undefined;
let loaded: ResourceSetup | undefined;

/** The resource pages once loaded: the app's first render has them when they were awaited before it. */
export function loadedResources(): ResourceSetup | undefined {
  return loaded;
}

/**
 * Loads the resource framework and the declarations (code resources and config files), once. A
 * separate chunk, asked for by the signed-in frame: the login screen neither waits for nor loads it.
 */
export function loadResources(): Promise<ResourceSetup> {
  loading ??= load();
  return loading;
}

async function load(): Promise<ResourceSetup> {
  // The config files come while the framework's code loads: compiling it need not wait for them after.
  const configFiles = fetchConfigFiles();
  const module = await import('./resourceModule');
  const { declarations, problems } = await module.loadResourceDeclarations(configFiles);
  if (problems.length > 0) console.error('resource configuration problems', problems);
  const { resources, pages } = module.resourceDefinitions(declarations);
  loaded = { resources, pages, problems, access: module.resourceAccessTable(declarations) };
  return loaded;
}
