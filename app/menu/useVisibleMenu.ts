import { useRegisteredPages } from '../routes/AppSetup';
import { useClaims } from '../../ui/useClaims';
import { useCanReach } from '../routes/useCanReach';
import { MENU_GROUPS, type MenuGroupDefinition } from './menuGroups';
import { configuredMenuGroup, visibleMenu } from './visibleMenu';

/** The menu groups the signed-in user sees. */
export function useVisibleMenu(): MenuGroupDefinition[] {
  const claims = useClaims();
  const pages = useRegisteredPages();
  const groups = [...MENU_GROUPS, configuredMenuGroup(MENU_GROUPS, pages)];
  const { canReach } = useCanReach(groups.flatMap((group) => group.items.map((item) => item.path)));
  return visibleMenu(groups, { canReach, companyId: claims?.companyId });
}
