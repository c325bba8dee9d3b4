import { COMPANY_IDS, type CompanyId } from '../../schemas/companies';
import { ROLES, type Role } from '../../schemas/roles';
import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import { groupsOf } from './companies';
import { DEMO_ACCOUNT_MANAGER_CODES, DEMO_USERS } from './demoUsers';
import { insertRows } from './insert';
import { person, slug, type Style } from './people';
import type { Random } from './prng';

export interface SeedUser {
  id: number;
  azureId: string;
  name: string;
  email: string;
  companyId: CompanyId;
  groups: readonly string[];
  roles: readonly Role[];
  tosAgreement: boolean;
  language: string;
  target: number;
  createdDay: number;
  /** Account-manager codes per company. */
  codes: readonly (readonly [CompanyId, string])[];
}

export interface AccountManager {
  user: SeedUser;
  companyId: CompanyId;
  code: string;
}

/** Account managers per company (about 20 in all) and the naming style of each company's staff. */
const MANAGERS_PER_COMPANY: Record<CompanyId, readonly [number, Style, string]> = {
  1: [5, 'nl', 'nl'],
  2: [3, 'fr', 'fr'],
  3: [3, 'nl', 'nl'],
  4: [3, 'nl', 'nl'],
  5: [2, 'en', 'en'],
  7: [2, 'fr', 'fr'],
  8: [2, 'de', 'de'],
};

const ACCOUNT_MANAGER_ROLES: readonly Role[] = ['iCRMBasis', 'iTasks', 'iVisits'];

/** 'Jan de Vries' → 'JV', falling back to three letters when the pair is taken in that company. */
function managerCode(first: string, last: string, taken: Set<string>): string {
  const letters = slug(last).toUpperCase();
  const candidates = [first[0] + letters[0], first[0] + letters.slice(0, 2), first.slice(0, 2) + letters[0]].map((c) => slug(c).toUpperCase());
  for (let n = 0; ; n++) {
    const code = n < candidates.length ? candidates[n] : `${candidates[0]}${n}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

export function buildUsers(rng: Random, calendar: Calendar): SeedUser[] {
  const users: SeedUser[] = DEMO_USERS.map((demo, i) => ({
    id: i + 1,
    azureId: rng.uuid(),
    name: demo.name,
    email: demo.email,
    companyId: demo.company,
    groups: demo.groups,
    roles: demo.roles,
    tosAgreement: demo.tosAgreement,
    language: 'en',
    target: 5,
    createdDay: calendar.today - rng.int(200, 900),
    codes: DEMO_ACCOUNT_MANAGER_CODES[demo.email] ?? [],
  }));
  const taken = new Map<CompanyId, Set<string>>(COMPANY_IDS.map((id) => [id, new Set(users.flatMap((u) => u.codes.filter(([c]) => c === id).map(([, code]) => code)))]));
  const emails = new Set(users.map((u) => u.email));
  for (const companyId of COMPANY_IDS) {
    const [count, style, language] = MANAGERS_PER_COMPANY[companyId];
    for (let i = 0; i < count; i++) {
      const p = person(rng, style);
      let email = `${slug(p.first)}.${slug(p.last)}@demo.test`;
      for (let n = 2; emails.has(email); n++) email = `${slug(p.first)}.${slug(p.last)}${n}@demo.test`;
      emails.add(email);
      const codes: [CompanyId, string][] = [[companyId, managerCode(p.first, p.last, taken.get(companyId)!)]];
      // Some account managers also serve a sister company: their codes show joined with ' - '.
      const sister = i === 0 ? COMPANY_IDS[(COMPANY_IDS.indexOf(companyId) + 1) % COMPANY_IDS.length] : undefined;
      if (sister !== undefined) codes.push([sister, managerCode(p.first, p.last, taken.get(sister)!)]);
      users.push({
        id: users.length + 1,
        azureId: rng.uuid(),
        name: p.full,
        email,
        companyId,
        groups: codes.flatMap(([c]) => groupsOf(c).map((g) => g.groupCode)),
        roles: ACCOUNT_MANAGER_ROLES,
        tosAgreement: true,
        language,
        target: rng.int(3, 8),
        createdDay: calendar.today - rng.int(60, 2000),
        codes,
      });
    }
  }
  return users;
}

export function accountManagers(users: readonly SeedUser[]): AccountManager[] {
  return users.flatMap((user) => user.codes.map(([companyId, code]) => ({ user, companyId, code })));
}

export async function insertUsers(db: Queryable, users: readonly SeedUser[], passwordHash: string, calendar: Calendar): Promise<void> {
  await insertRows(db, 'roles', { id: 'int', name: 'text' }, ROLES.map((name, i) => ({ id: i + 1, name })));
  await insertRows(
    db,
    'users',
    { id: 'int', azure_id: 'uuid', name: 'text', email: 'text', password_hash: 'text', company_id: 'int', group_code: 'text', current_group_code: 'text', target: 'numeric', language: 'text', tos_agreement: 'bool', created_at: 'timestamptz' },
    users.map((u) => ({
      id: u.id,
      azure_id: u.azureId,
      name: u.name,
      email: u.email,
      password_hash: passwordHash,
      company_id: u.companyId,
      group_code: u.groups[0],
      current_group_code: u.groups[0],
      target: u.target,
      language: u.language,
      tos_agreement: u.tosAgreement,
      created_at: calendar.timestamp(u.createdDay, 9 * 60),
    })),
  );
  await insertRows(db, 'user_roles', { user_id: 'int', role_id: 'int' }, users.flatMap((u) => u.roles.map((role) => ({ user_id: u.id, role_id: ROLES.indexOf(role) + 1 }))));
  await insertRows(db, 'user_groups', { user_id: 'int', group_code: 'text' }, users.flatMap((u) => u.groups.map((group_code) => ({ user_id: u.id, group_code }))));
  await insertRows(
    db,
    'account_managers',
    { user_id: 'int', company_id: 'int', code: 'text', name: 'text' },
    accountManagers(users).map((am) => ({ user_id: am.user.id, company_id: am.companyId, code: am.code, name: am.user.name })),
  );
  // Explicit ids keep the seed byte-identical; move the sequences past them for rows the app adds.
  await db.query(`SELECT setval('roles_id_seq', (SELECT max(id) FROM roles)), setval('users_id_seq', (SELECT max(id) FROM users))`);
}

/** User names by '<company>/<account manager code>' (notes and comments are signed with them). */
export function managerNames(users: readonly SeedUser[]): Map<string, string> {
  return new Map(accountManagers(users).map((am) => [`${am.companyId}/${am.code}`, am.user.name]));
}
