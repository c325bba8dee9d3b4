import type { CompanyId } from '../../schemas/companies';
import { ROLES, type Role } from '../../schemas/roles';

/** The password of every seeded user (listed in the README with the demo users). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  email: string;
  name: string;
  roles: readonly Role[];
  /** Home company (of users.group_code). */
  company: CompanyId;
  /** Groups the user may switch to; the first is the home and current group. */
  groups: readonly string[];
  tosAgreement: boolean;
}

/** One demo user per kind of staff member, so every screen can be tried by logging in as them. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.test', name: 'Ada Admin', roles: ROLES, company: 1, groups: ['101', '102', '103', '201', '202', '203', '301', '302', '303', '401', '402', '403', '501', '502', '503', '701', '702', '703', '801', '802', '803'], tosAgreement: true },
  { email: 'sales@demo.test', name: 'Sam Sales', roles: ['iCRMBasis', 'iTasks', 'iVisits'], company: 1, groups: ['101', '102', '103', '301', '302'], tosAgreement: true },
  { email: 'finance@demo.test', name: 'Fiona Finance', roles: ['iCRMFinancieel'], company: 1, groups: ['101', '102', '201', '202', '501'], tosAgreement: true },
  {
    email: 'manager@demo.test',
    name: 'Max Manager',
    roles: ['iCRMBasis', 'iCRMManager', 'iTasksManager', 'iVisits', 'iVisitsManager', 'iCRMSpecialOfferSend', 'iCRMSpecialOfferEdit'],
    company: 1,
    groups: ['101', '102', '103', '301', '401'],
    tosAgreement: true,
  },
  { email: 'wholesale@demo.test', name: 'Willem Wholesale', roles: ['iCRMWholesale'], company: 1, groups: ['101', '102', '801'], tosAgreement: true },
  { email: 'deco@demo.test', name: 'Dirk Deco', roles: ['iCRMBasis'], company: 4, groups: ['401', '402', '403', '101'], tosAgreement: true },
  { email: 'noroles@demo.test', name: 'Nora Noroles', roles: [], company: 1, groups: ['101'], tosAgreement: true },
  { email: 'newbie@demo.test', name: 'Nina Newbie', roles: ['iCRMBasis'], company: 1, groups: ['101', '201'], tosAgreement: false },
];

/** Account-manager codes held by demo users (sales@demo.test has customers of its own). */
export const DEMO_ACCOUNT_MANAGER_CODES: Readonly<Record<string, readonly (readonly [CompanyId, string])[]>> = {
  'sales@demo.test': [[1, 'SS'], [3, 'SAS']],
};
