import { ENDPOINT_ACCESS, type EndpointAccess } from '../schemas/endpoints';
import { canOpenPath, matchAppRoute } from '../schemas/appRoutes';
import { holdsAny, type AccessList } from '../schemas/roles';

/**
 * The browser's one answer to "may this user ...?": menus, routes, buttons and react-admin's
 * `canAccess` all ask here, and here only reads the shared tables of schemas/ (the api enforces
 * the same tables server-side).
 */

/** A page path (as in the address bar): the route table decides; no roles means denied. */
export function canOpenRoute(roles: readonly string[], pathname: string): boolean {
  return roles.length > 0 && canOpenPath(roles, pathname);
}

/** The access list of the route a path belongs to, or undefined for paths outside the route table. */
export function routeAccess(pathname: string): AccessList | undefined {
  return matchAppRoute(pathname)?.access;
}

/** A legacy endpoint key ('GET customer/getallcustomerstosearch'); unknown endpoints are refused. */
export function canCallEndpoint(roles: readonly string[], key: string): boolean {
  const access = (ENDPOINT_ACCESS as Record<string, EndpointAccess | undefined>)[key];
  if (access === undefined) return false;
  return access === 'public' || access === 'signed-in' || holdsAny(roles, access);
}

/** Per-resource access lists by action ('list', 'show', 'edit', 'create', 'delete', ...). */
export type ResourceAccessTable = Record<string, Partial<Record<string, AccessList>>>;

export interface AccessRequest {
  resource: string;
  action: string;
}

/**
 * react-admin's canAccess question. `resource` is a page path ('/icrm/credits'), an endpoint key
 * ('GET manager/getcredits') or a resource name answered from its declaration's access lists.
 * A user without any role is denied everything.
 */
export function canAccess(roles: readonly string[], { resource, action }: AccessRequest, resources: ResourceAccessTable = {}): boolean {
  if (roles.length === 0) return false;
  if (resource.startsWith('/')) return canOpenRoute(roles, resource);
  if (/^(GET|POST|PUT|DELETE) /.test(resource)) return canCallEndpoint(roles, resource);
  const access = resources[resource]?.[action];
  return access !== undefined && holdsAny(roles, access);
}
