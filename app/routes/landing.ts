import { landingFor } from '../../schemas/appRoutes';
import { MENU_GROUPS } from '../menu/menuGroups';
import { canReach, type PageEntry } from './reach';

/**
 * Where a user lands (spec part 1 §2 "Landing by role"): Inbox for iCRMBasis, Unpaid for
 * iCRMFinancieel, wholesale customers for iCRMWholesale; users holding none of those land on the
 * first screen of their menu. Undefined: nothing to open, access denied.
 */
export function landingPath(roles: readonly string[], pages: readonly PageEntry[]): string | undefined {
  if (roles.length === 0) return undefined;
  return (
    landingFor(roles) ??
    MENU_GROUPS.flatMap((group) => group.items).find((item) => canReach(roles, pages, item.path))?.path
  );
}
