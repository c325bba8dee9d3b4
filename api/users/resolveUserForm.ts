import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import { assertGroupOfCompany } from './groupOfCompany';
import type { UserForm } from '../../schemas/forms/userForm';

export interface ResolvedUserForm {
  roleIds: number[];
  accountManagers: { code: string; name: string; companyId: number }[];
}

/**
 * Checks a user form against the data before anything is written (every failure is a 400):
 * the group belongs to the company, the email is free, the roles exist, the account manager codes are free.
 */
export async function resolveUserForm(db: Queryable, form: UserForm, userId: number | null): Promise<ResolvedUserForm> {
  await assertGroupOfCompany(db, form.groupCode, form.companyId);

  const taken = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL AND id IS DISTINCT FROM $2', [
    form.email,
    userId,
  ]);
  if (taken.length > 0) throw badRequest('A user with this email already exists', { email: 'A user with this email already exists' });

  const roleIds = await resolveRoles(db, form.roles);

  const accountManagers = [
    ...new Map(
      (form.accountManagers ?? []).map((m) => {
        const manager = { code: m.code, name: m.name ?? form.name, companyId: m.companyId ?? form.companyId };
        return [`${manager.companyId}/${manager.code}`, manager] as const;
      }),
    ).values(),
  ];
  const [clash] = await db.query<{ code: string; name: string }>(
    `SELECT am.code, u.name FROM account_managers am JOIN users u ON u.id = am.user_id
      WHERE am.user_id IS DISTINCT FROM $1
        AND (am.company_id, am.code) IN (SELECT * FROM unnest($2::int[], $3::text[]))`,
    [userId, accountManagers.map((m) => m.companyId), accountManagers.map((m) => m.code)],
  );
  if (clash) {
    const message = `Account manager code ${clash.code} belongs to ${clash.name}`;
    throw badRequest(message, { accountManagers: message });
  }
  const companies = await db.query<{ id: number }>('SELECT id FROM companies WHERE id = ANY($1::int[])', [accountManagers.map((m) => m.companyId)]);
  const unknownCompany = accountManagers.find((m) => !companies.some((c) => c.id === m.companyId));
  if (unknownCompany) throw badRequest('Unknown company', { accountManagers: `Unknown company ${unknownCompany.companyId}` });

  return { roleIds, accountManagers };
}

async function resolveRoles(db: Queryable, refs: UserForm['roles']): Promise<number[]> {
  const known = await db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  const ids = new Set<number>();
  for (const ref of refs) {
    const role = known.find((r) => (ref.id !== undefined ? r.id === ref.id : r.name.toLowerCase() === ref.name?.toLowerCase()));
    if (!role) throw badRequest('Unknown role', { roles: `Unknown role ${ref.id ?? ref.name}` });
    ids.add(role.id);
  }
  return [...ids];
}
