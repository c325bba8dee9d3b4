import type { ResourceAccessTable } from '../../authProvider/access';
import { loadResourceDeclarations, resourceDefinitions, type CompiledResource } from '../../resources';
import { accessTableOf } from '../../resources/framework/access';

export { loadResourceDeclarations, resourceDefinitions };

/** Who may do what on each resource (views and list actions), for react-admin's canAccess. */
export function resourceAccessTable(declarations: readonly CompiledResource[]): ResourceAccessTable {
  return Object.fromEntries(declarations.map((resource) => [resource.declaration.name, accessTableOf(resource)]));
}
