import { matchPath } from 'react-router-dom';
import { canOpenRoute } from '../../authProvider/access';
import { holdsAny } from '../../schemas/roles';
import type { PageDefinition } from '../../ui/pageDefinition';

export type PageEntry = Pick<PageDefinition, 'path' | 'access'>;

/** The registered page serving a concrete path (matched case-insensitively, like the router does). */
export function pageFor<P extends Pick<PageDefinition, 'path'>>(pages: readonly P[], pathname: string): P | undefined {
  return pages.find((page) => matchPath({ path: page.path, caseSensitive: false, end: true }, decodeURI(pathname)));
}

/** A link leads somewhere for this user: a page serves it and both the route table and the page let them in. */
export function canReach(roles: readonly string[], pages: readonly PageEntry[], pathname: string): boolean {
  const page = pageFor(pages, pathname);
  return page !== undefined && canOpenRoute(roles, pathname) && holdsAny(roles, page.access);
}
