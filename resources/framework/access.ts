import { decodeClaims, tokenStore } from '../../authProvider/tokenStore';
import { holdsAny } from '../../schemas/roles';
import type { CompiledResource, View } from './compiledResource';
import type { Action } from './declarationSchema';

/** The signed-in user's roles, read from the access token like the auth provider does. */
export function currentRoles(): string[] {
  return decodeClaims(tokenStore.get()?.accessToken)?.roles ?? [];
}

const ENDPOINT_OF: Record<Action, 'list' | 'one' | 'create' | 'update' | 'delete'> = {
  list: 'list',
  show: 'one',
  create: 'create',
  edit: 'update',
  delete: 'delete',
};

/** Roles that may perform an action; actions without their own list fall back to the list's. */
export function accessFor(resource: CompiledResource, action: Action) {
  const { access } = resource.declaration;
  return access[action] ?? access.list ?? [];
}

/** Whether the resource offers an action at all: its endpoint exists (show also works from the list). */
export function offers(resource: CompiledResource, action: Action): boolean {
  const { endpoints } = resource.declaration;
  if (action === 'show') return endpoints.one !== undefined || endpoints.list !== undefined;
  return endpoints[ENDPOINT_OF[action]] !== undefined;
}

/**
 * A routed view exists when its action is offered and there is something to render: a bespoke view,
 * or the declaration's list (list view) or form (show, edit, create). A view set to null is a dialog.
 */
export function hasRoutedView(resource: CompiledResource, view: View): boolean {
  const bespoke = resource.views[view];
  if (bespoke === null || !offers(resource, view)) return false;
  if (bespoke) return true;
  return (view === 'list' ? resource.declaration.list : resource.declaration.form) !== undefined;
}

/** Pure: may these roles perform the action on this resource? */
export function mayPerform(resource: CompiledResource, action: Action, roles: readonly string[]): boolean {
  return offers(resource, action) && holdsAny(roles, accessFor(resource, action));
}
