import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { changePassword } from '../auth/passwordChange';
import type { ResolvedUserForm } from './resolveUserForm';
import type { UserForm } from '../../schemas/forms/userForm';

/** Creates a user (terms not yet agreed) with access to their own debtor group; answers the new id. */
export async function insertUser(tx: Queryable, form: UserForm, resolved: ResolvedUserForm, passwordHash: string): Promise<number> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO users (azure_id, name, email, password_hash, company_id, group_code, current_group_code, target, language)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8) RETURNING id`,
    [randomUUID(), form.name, form.email, passwordHash, form.companyId, form.groupCode, form.target, form.language ?? 'en'],
  );
  const id = (created as { id: number }).id;
  await writeAccess(tx, id, form, resolved);
  return id;
}

/** Saves the edit dialog; a new password (already hashed) also ends the user's sessions. */
export async function updateUser(tx: Queryable, id: number, form: UserForm, resolved: ResolvedUserForm, passwordHash: string | undefined, now: Date) {
  await tx.query(
    `UPDATE users SET name = $2, email = $3, company_id = $4, group_code = $5, target = $6, language = COALESCE($7, language)
      WHERE id = $1`,
    [id, form.name, form.email, form.companyId, form.groupCode, form.target, form.language ?? null],
  );
  await tx.query('DELETE FROM user_roles WHERE user_id = $1', [id]);
  await tx.query('DELETE FROM account_managers WHERE user_id = $1', [id]);
  await writeAccess(tx, id, form, resolved);
  if (passwordHash) await changePassword(tx, id, passwordHash, now);
}

/** Roles, account manager codes, and access to the user's own group (kept when already there). */
async function writeAccess(tx: Queryable, id: number, form: UserForm, resolved: ResolvedUserForm) {
  await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1::int, unnest($2::int[])', [id, resolved.roleIds]);
  await tx.query(
    `INSERT INTO account_managers (user_id, company_id, code, name)
     SELECT $1::int, * FROM unnest($2::int[], $3::text[], $4::text[])`,
    [id, resolved.accountManagers.map((m) => m.companyId), resolved.accountManagers.map((m) => m.code), resolved.accountManagers.map((m) => m.name)],
  );
  await tx.query('INSERT INTO user_groups (user_id, group_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, form.groupCode]);
}
