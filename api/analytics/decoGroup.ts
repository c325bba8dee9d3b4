import { DECO_COMPANY } from '../../schemas/companies';
import { forbidden } from '../http/errors';
import type { CurrentGroup } from '../http/currentGroup';

export const DECO_ONLY_MESSAGE = 'This overview is only available for Heembloemex Deco groups';

/** The hbxdeco dashboard calls serve tenant 4 groups only; any other group gets a 403 that says why. */
export async function decoGroup(ctx: { currentGroup(): Promise<CurrentGroup> }): Promise<CurrentGroup> {
  const group = await ctx.currentGroup();
  if (group.companyId !== DECO_COMPANY) throw forbidden(DECO_ONLY_MESSAGE);
  return group;
}
