import { useCanAccess } from 'react-admin';
import type { CompiledResource, View } from './compiledResource';
import type { AccessList } from '../../schemas/roles';
import { ACTIONS, type Action } from './declarationSchema';

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

/**
 * The framework's one access check: may the signed-in user perform an action on this resource? The
 * resource must offer it, and react-admin's canAccess (the authProvider, over the access lists above)
 * must allow it; while canAccess is still answering, nothing is allowed.
 */
export function useMayPerform(resource: CompiledResource): (action: Action) => boolean {
  const name = resource.declaration.name;
  const allowed: Record<Action, boolean | undefined> = {
    list: useCanAccess({ resource: name, action: 'list' }).canAccess,
    show: useCanAccess({ resource: name, action: 'show' }).canAccess,
    create: useCanAccess({ resource: name, action: 'create' }).canAccess,
    edit: useCanAccess({ resource: name, action: 'edit' }).canAccess,
    delete: useCanAccess({ resource: name, action: 'delete' }).canAccess,
  };
  return (action) => offers(resource, action) && allowed[action] === true;
}

/**
 * Every access list of a resource for react-admin's canAccess: the five actions, then each row and
 * bulk action under its slot name (`row.0`, `bulk.0`).
 */
export function accessTableOf(resource: CompiledResource): Record<string, AccessList> {
  const { rowActions, bulkActions } = resource.list;
  return {
    ...Object.fromEntries(ACTIONS.map((action) => [action, accessFor(resource, action)])),
    ...Object.fromEntries([...rowActions, ...bulkActions].map((slot) => [slot.name, slot.roles])),
  };
}

/**
 * Which of the list's row and bulk actions the user may run, by slot name, asked through the same
 * canAccess as the views. The actions of a compiled resource never change, so the hooks below are
 * called in the same order on every render.
 */
export function useMayRunActions(resource: CompiledResource): (slotName: string) => boolean {
  const name = resource.declaration.name;
  const allowed = new Map<string, boolean | undefined>();
  for (const slot of [...resource.list.rowActions, ...resource.list.bulkActions]) {
    allowed.set(slot.name, useCanAccess({ resource: name, action: slot.name }).canAccess);
  }
  return (slotName) => allowed.get(slotName) === true;
}
