import { useMemo, useRef } from 'react';
import { useAppSetup, useRegisteredPages } from '../routes/AppSetup';
import { useTenant } from '../../ui/useTenant';
import { useCanReach } from '../routes/useCanReach';
import { MENU_GROUPS, type MenuGroupDefinition } from './menuGroups';
import { configuredMenuGroup, visibleMenu } from './visibleMenu';

/**
 * The menu groups the signed-in user sees, and whether they are settled: the resource pages have joined
 * and canAccess has answered for every item. Before that, items would still be inserted above others.
 */
export function useVisibleMenu(): { groups: MenuGroupDefinition[]; settled: boolean } {
  const companyId = useTenant();
  const pages = useRegisteredPages();
  const { loading } = useAppSetup();
  // The same item objects from render to render while the pages stay (menu items are memoised).
  const groups = useMemo(() => [...MENU_GROUPS, configuredMenuGroup(MENU_GROUPS, pages)], [pages]);
  const { canReach, isPending } = useCanReach(groups.flatMap((group) => group.items.map((item) => item.path)));
  // Company-bound items (Customer Identities) wait for the tenant too, rather than appear late.
  return { groups: useSameWhileUnchanged(visibleMenu(groups, { canReach, companyId })), settled: !loading && !isPending && companyId !== undefined };
}

/**
 * The groups of the last render while they hold the same items and links: the menu renders again at every
 * change of the address (each keystroke of a list's search writes it), and its groups (memoised) need not.
 */
function useSameWhileUnchanged(groups: MenuGroupDefinition[]): MenuGroupDefinition[] {
  const last = useRef(groups);
  if (!sameMenu(last.current, groups)) last.current = groups;
  return last.current;
}

const sameList = <T,>(a: readonly T[] | undefined, b: readonly T[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

function sameMenu(a: MenuGroupDefinition[], b: MenuGroupDefinition[]): boolean {
  return a.length === b.length && a.every((group, i) => group.id === b[i]!.id && sameList(group.items, b[i]!.items) && sameList(group.links, b[i]!.links));
}
