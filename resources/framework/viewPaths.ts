import type { ResourceDeclaration as Declaration } from './declarationSchema';

type RoutedView = 'list' | 'create' | 'edit' | 'show';

const DEFAULT: Record<RoutedView, (path: string) => string> = {
  list: (path) => path,
  create: (path) => `${path}/create`,
  edit: (path) => `${path}/{id}`,
  show: (path) => `${path}/{id}/show`,
};

/** A view's route template ('{id}' where the record goes): the declared one, else under the list's path. */
export function viewTemplate(declaration: Pick<Declaration, 'path' | 'paths'>, view: RoutedView): string {
  return (view !== 'list' && declaration.paths?.[view]) || DEFAULT[view](declaration.path);
}

/** The route react-router mounts a view on (`:id`). */
export const viewRoute = (declaration: Pick<Declaration, 'path' | 'paths'>, view: RoutedView) => viewTemplate(declaration, view).replace('{id}', ':id');

/** The address of a view, for a record where it needs one. */
export const viewPath = (declaration: Pick<Declaration, 'path' | 'paths'>, view: RoutedView, id?: unknown) =>
  viewTemplate(declaration, view).replace('{id}', encodeURIComponent(String(id ?? '')));
