import { landingFor } from '../../schemas/appRoutes';
import { MENU_GROUPS } from '../menu/menuGroups';

/** The screens a user may land on when no role names one: the menu's, in menu order. */
export const MENU_PATHS = MENU_GROUPS.flatMap((group) => group.items.map((item) => item.path));

/**
 * Where a user lands (spec part 1 §2 "Landing by role"): Inbox for iCRMBasis, Unpaid for
 * iCRMFinancieel, wholesale customers for iCRMWholesale; users holding none of those land on the
 * first screen of their menu they can reach. Undefined: nothing to open, access denied.
 */
export function landingPath(roles: readonly string[], canReach: (pathname: string) => boolean): string | undefined {
  if (roles.length === 0) return undefined;
  return landingFor(roles) ?? MENU_PATHS.find(canReach);
}
