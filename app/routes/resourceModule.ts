import type { ResourceAccessTable } from '../../authProvider/access';
import { loadResourceDeclarations, resourceDefinitions, type CompiledResource } from '../../resources';
import { accessFor } from '../../resources/framework/access';
import { ACTIONS } from '../../resources/framework/declarationSchema';

export { loadResourceDeclarations, resourceDefinitions };

/** Who may do what on each resource, for react-admin's canAccess (actions without a list of their own fall back to the list's). */
export function resourceAccessTable(declarations: readonly CompiledResource[]): ResourceAccessTable {
  return Object.fromEntries(
    declarations.map((resource) => [resource.declaration.name, Object.fromEntries(ACTIONS.map((action) => [action, accessFor(resource, action)]))]),
  );
}
