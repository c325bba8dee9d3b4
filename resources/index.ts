import { CODE_RESOURCES } from './codeResources';
import type { FetchedConfigFile } from './framework/fetchConfigFiles';
import { loadResourceDeclarations as loadAll } from './framework/loadResourceDeclarations';

/**
 * The resources of the app, for the shell: `await loadResourceDeclarations(fetchConfigFiles())`
 * before rendering (code resources plus resources/config/*.json served at /config/resources; problems
 * name the file and key that failed), then `resourceDefinitions(declarations)` for the <Resource>
 * registrations and the routed pages.
 */
export function loadResourceDeclarations(configFiles: Promise<readonly FetchedConfigFile[]>) {
  return loadAll(CODE_RESOURCES, configFiles);
}

export { resourceDefinitions } from './framework/resourceDefinitions';
export type { CompiledResource } from './framework/compiledResource';
export type { ConfigProblem } from './framework/configProblems';
