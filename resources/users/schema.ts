import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';
import { AdminUser as AdminUserAnswer, type CompanyOption, type GroupOption, type RoleOption } from '../../schemas/entities/account';

/** A row of GET admin/getusers (the contract's AdminUser), with the form's limits and hints. */
export const adminUserSchema = AdminUserAnswer.extend({
  name: z.string().max(INPUT_MAX_LENGTH),
  email: z.string().max(INPUT_MAX_LENGTH).meta({ 'x-input': 'email' }),
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

/** The options the user form offers (roles, companies, groups), as the contract answers them. */
export type { CompanyOption, GroupOption, RoleOption };
