import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';

/** A row of GET admin/getusers (spec part 2 §3 "User (admin)"), with the list's hints. */
export const adminUserSchema = z.object({
  azureId: z.string(),
  id: z.number(),
  name: z.string().max(INPUT_MAX_LENGTH),
  email: z.string().max(INPUT_MAX_LENGTH).meta({ 'x-input': 'email' }),
  companyId: z.number(),
  companyName: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  target: z.number(),
  language: z.string(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  accountManagers: z.array(z.object({ accountManager: z.string(), accountManagerName: z.string().nullish(), companyId: z.number().nullish() })),
  /** Sent back with an edit: the api refuses one made from an older version (409). */
  version: z.number().int(),
});

export type AdminUser = z.output<typeof adminUserSchema>;

/** A user as react-admin holds it: the resource's id is the azureId. */
export type UserRecord = Omit<AdminUser, 'id'> & { id: string };

/** Account manager codes as the table shows them: joined with ' - '. */
export function accountManagerCodes(user: Pick<AdminUser, 'accountManagers'>): string {
  return (user.accountManagers ?? []).map((m) => m.accountManager).join(' - ');
}

export interface RoleOption {
  id: number;
  name: string;
}

export interface CompanyOption {
  id: number;
  name: string;
}

/** A row of GET groupcode/getallgroups. */
export interface GroupOption {
  groupName: string;
  groupCode: string;
  companyId: number;
  companyName: string;
}
