import type { Queryable } from '../db/database';
import { notFound, unauthorized, type HttpError } from '../http/errors';

/** A signed-in user as the auth flows see them: identity, roles, current group and login state. */
export interface UserRecord {
  id: number;
  azureId: string;
  name: string;
  email: string;
  language: string;
  tosAgreement: boolean;
  /** The group the user works in now, and its company. */
  groupCode: string;
  groupName: string;
  companyId: number;
  companyName: string;
  roles: string[];
  passwordHash: string;
  failedAttempts: number;
  lockedUntil: Date | null;
}

type UserLookup = { id: number } | { azureId: string } | { email: string };

const CONDITIONS = {
  id: 'u.id = $1',
  azureId: 'u.azure_id = $1',
  email: 'lower(u.email) = lower($1)',
} as const;

/**
 * The current group is the chosen one while the user may still use it, else their own debtor group
 * when accessible, else their first accessible group; a user without any access keeps their own group.
 */
const USER_SQL = `
  SELECT u.id, u.azure_id AS "azureId", u.name, u.email, u.language, u.tos_agreement AS "tosAgreement",
         g.group_code AS "groupCode", g.group_name AS "groupName", g.company_id AS "companyId", c.name AS "companyName",
         COALESCE((SELECT json_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                    WHERE ur.user_id = u.id), '[]'::json) AS roles,
         u.password_hash AS "passwordHash", u.failed_attempts AS "failedAttempts", u.locked_until AS "lockedUntil"
    FROM users u
    JOIN LATERAL (
      SELECT dg.group_code, dg.group_name, dg.company_id
        FROM debtor_groups dg
        LEFT JOIN user_groups ug ON ug.group_code = dg.group_code AND ug.user_id = u.id
       WHERE ug.user_id IS NOT NULL OR dg.group_code = u.group_code
       ORDER BY (ug.user_id IS NOT NULL AND dg.group_code = u.current_group_code) DESC,
                (ug.user_id IS NOT NULL AND dg.group_code = u.group_code) DESC,
                (ug.user_id IS NOT NULL) DESC, dg.company_id, dg.group_name
       LIMIT 1) g ON true
    JOIN companies c ON c.id = g.company_id
   WHERE u.deleted_at IS NULL AND `;

/** The one query that loads a user (login, refresh, tokens, profile answers); deleted users are not found. */
export async function findUser(db: Queryable, lookup: UserLookup): Promise<UserRecord | undefined> {
  const [key, value] = Object.entries(lookup)[0] as [keyof typeof CONDITIONS, string | number];
  const rows = await db.query<UserRecord>(USER_SQL + CONDITIONS[key], [value]);
  return rows[0];
}

/** The user as the api answers it (login, refresh, GetUserByAzureId, ...): never the login secrets. */
export function userAnswer(user: UserRecord) {
  return {
    id: user.id,
    azureId: user.azureId,
    name: user.name,
    userName: user.name,
    email: user.email,
    preferred_username: user.email,
    tosAgreement: user.tosAgreement,
    language: user.language,
    companyId: user.companyId,
    companyName: user.companyName,
    groupCode: user.groupCode,
    groupName: user.groupName,
    roles: user.roles,
  };
}

/** The id of an active user; a 404 when there is none (a 401 when asking for the caller, whose account was deleted). */
export async function activeUserId(db: Queryable, azureId: string, missing: 'other' | 'caller' = 'other'): Promise<number> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE azure_id = $1 AND deleted_at IS NULL', [azureId]);
  if (!user) throw missingUser[missing]();
  return user.id;
}

const missingUser: Record<'other' | 'caller', () => HttpError> = {
  other: () => notFound('User not found'),
  caller: () => unauthorized(),
};
