import type { RaRecord } from 'react-admin';
import { hasRoutedView, useMayPerform } from '../access';
import type { CompiledResource } from '../compiledResource';
import { fillRoute } from '../fields';
import { viewPath } from '../viewPaths';

/**
 * Where a click on a row goes: the code resource's function, else the declared rowClick (show, edit,
 * a route template, none), else edit when the user may edit, show when there is a show view, else nowhere.
 */
export function useRowClick(resource: CompiledResource): ((row: RaRecord) => string | false) | false {
  const mayPerform = useMayPerform(resource);
  const { declaration } = resource;
  const opens = (view: 'show' | 'edit') => hasRoutedView(resource, view) && mayPerform(view);
  const pathOf = (view: 'show' | 'edit') => (row: RaRecord) => viewPath(declaration, view, row.id);
  const own = resource.list.rowClick;
  if (own) return own;
  const declared = declaration.list?.rowClick;
  if (declared?.startsWith('/')) return (row) => fillRoute(declared, row) ?? false;
  if (declared === 'show' || declared === 'edit') return opens(declared) && pathOf(declared);
  if (declared === 'none') return false;
  // False rather than a function answering false: rows then do not look clickable.
  return (opens('edit') && pathOf('edit')) || (opens('show') && pathOf('show'));
}
