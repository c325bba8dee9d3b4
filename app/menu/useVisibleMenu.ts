import { useRegisteredPages } from '../routes/AppSetup';
import { useClaims } from '../../ui/useClaims';
import { MENU_GROUPS, type MenuGroupDefinition } from './menuGroups';
import { configuredMenuGroup, visibleMenu } from './visibleMenu';

/** The menu groups the signed-in user sees. */
export function useVisibleMenu(): MenuGroupDefinition[] {
  const claims = useClaims();
  const pages = useRegisteredPages();
  const groups = [...MENU_GROUPS, configuredMenuGroup(MENU_GROUPS, pages)];
  return visibleMenu(groups, { roles: claims?.roles ?? [], companyId: claims?.companyId, pages });
}
