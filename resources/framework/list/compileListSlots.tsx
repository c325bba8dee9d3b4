import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../declarationSchema';
import { rowMatches } from '../rowRule';
import { EndpointBulkButton, EndpointRowButton } from './EndpointActions';
import type { CompiledListSlots, ListSlots } from './listSlots';

/**
 * The list slots of a resource: the declaration's endpoint actions (JSON) become buttons, followed
 * by a code resource's own components; each action gets its canAccess name and roles (default: the
 * list's roles).
 */
export function compileListSlots(declaration: ResourceDeclaration, code: ListSlots = {}): CompiledListSlots {
  const listRoles = declaration.access.list ?? [];
  const list = declaration.list;
  const rowActions = [
    ...(list?.rowActions ?? []).map((action) => ({
      roles: action.roles,
      enabledWhen: action.enabledWhen ? (row: RaRecord) => rowMatches(action.enabledWhen!, row) : undefined,
      component: ({ record, disabled }: { record: RaRecord; disabled: boolean }) => <EndpointRowButton action={action} record={record} disabled={disabled} />,
    })),
    ...(code.rowActions ?? []),
  ];
  const bulkActions = [
    ...(list?.bulkActions ?? []).map((action) => ({
      roles: action.roles,
      component: ({ selectedIds }: { selectedIds: RaRecord['id'][] }) => <EndpointBulkButton action={action} selectedIds={selectedIds} />,
    })),
    ...(code.bulkActions ?? []),
  ];
  return {
    ...code,
    rowActions: rowActions.map((action, i) => ({ ...action, name: `row.${i}`, roles: action.roles ?? listRoles })),
    bulkActions: bulkActions.map((action, i) => ({ ...action, name: `bulk.${i}`, roles: action.roles ?? listRoles })),
  };
}
