import { holdsAny } from '../../schemas/roles';
import { canReach, type PageEntry } from '../routes/reach';
import type { MenuGroupDefinition } from './menuGroups';

export interface MenuViewer {
  roles: readonly string[];
  companyId: number | undefined;
  pages: readonly PageEntry[];
}

/**
 * The groups and items a user sees: an item needs a registered page the user may open (screens
 * appear as they are built) and, for company-bound items, the user's company. Groups without a
 * visible item are left out.
 */
export function visibleMenu(groups: readonly MenuGroupDefinition[], viewer: MenuViewer): MenuGroupDefinition[] {
  return groups
    .filter((group) => viewer.roles.length > 0 && holdsAny(viewer.roles, group.access ?? []))
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          canReach(viewer.roles, viewer.pages, item.path) &&
          (item.companies === undefined || item.companies.includes(viewer.companyId ?? -1)),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
