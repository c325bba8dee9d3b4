import TableChart from '@mui/icons-material/TableChart';
import type { PageDefinition } from '../../ui/pageDefinition';
import type { MenuGroupDefinition } from './menuGroups';

/** The group where screens added by configuration appear when the spec's menu does not list them. */
export const CONFIGURED_GROUP = 'configured';

/** Pages that offer themselves in the menu (config resources) and that no spec menu group lists yet. */
export function configuredMenuGroup(
  groups: readonly MenuGroupDefinition[],
  pages: readonly Pick<PageDefinition, 'path' | 'menuLabels'>[],
): MenuGroupDefinition {
  const listed = new Set(groups.flatMap((group) => group.items.map((item) => item.path.toLowerCase())));
  const items = pages
    .filter((page) => page.menuLabels && !listed.has(page.path.toLowerCase()))
    .map((page) => ({ id: page.path, path: page.path, icon: TableChart, labels: page.menuLabels }));
  return { id: CONFIGURED_GROUP, items };
}

export interface MenuViewer {
  /** Whether a path leads to a page canAccess lets the user open (useCanReach). */
  canReach: (pathname: string) => boolean;
  companyId: number | undefined;
}

/**
 * The groups and items a user sees: an item needs a registered page the user may open (screens
 * appear as they are built) and, for company-bound items, the user's company; a link, the screen whose
 * access it shares. Groups without a visible item or link are left out.
 */
export function visibleMenu(groups: readonly MenuGroupDefinition[], viewer: MenuViewer): MenuGroupDefinition[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          viewer.canReach(item.path) &&
          (item.companies === undefined || item.companies.includes(viewer.companyId ?? -1)),
      ),
      links: group.links?.filter((link) => viewer.canReach(link.accessOf)),
    }))
    .filter((group) => group.items.length > 0 || (group.links?.length ?? 0) > 0);
}
