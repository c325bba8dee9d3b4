import { useRegisteredPages } from '../routes/AppSetup';
import { useClaims } from '../session/useClaims';
import { MENU_GROUPS, type MenuGroupDefinition } from './menuGroups';
import { visibleMenu } from './visibleMenu';

/** The menu groups the signed-in user sees. */
export function useVisibleMenu(): MenuGroupDefinition[] {
  const claims = useClaims();
  const pages = useRegisteredPages();
  return visibleMenu(MENU_GROUPS, { roles: claims?.roles ?? [], companyId: claims?.companyId, pages });
}
