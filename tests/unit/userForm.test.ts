import { describe, expect, it } from 'vitest';
import type { GroupOption, RoleOption, UserRecord } from '../../resources/users/schema';
import {
  GROUP_DOES_NOT_EXIST,
  groupAfterCompanyChange,
  newUserDefaults,
  toUserBody,
  validateUserForm,
  valuesOf,
  type UserFormContext,
  type UserFormValues,
} from '../../resources/users/userForm';

const roles: RoleOption[] = [
  { id: 1, name: 'iCRMBasis' },
  { id: 5, name: 'iCRMAdmin' },
];
const groups: GroupOption[] = [
  { groupCode: '101', groupName: 'VDP Noord', companyId: 1, companyName: 'VDP' },
  { groupCode: '102', groupName: 'VDP Zuid', companyId: 1, companyName: 'VDP' },
  { groupCode: '401', groupName: 'Deco A', companyId: 4, companyName: 'Heembloemex Deco' },
];
const context = (patch: Partial<UserFormContext> = {}): UserFormContext => ({ mode: 'create', changePassword: false, roles, groups, labelOf: (f) => f.toUpperCase(), ...patch });
const valid: UserFormValues = { ...newUserDefaults(roles), name: 'Anna', email: 'anna@shop.test', password: 'secret123', groupCode: '101' };
const AZURE_ID = '0b6c1f6e-5a43-4c1e-9a55-0d6a4f3f7d11';

describe('user form rules', () => {
  it('a new user starts with company 1, target 5, group code 0 and the first role', () => {
    expect(newUserDefaults(roles)).toMatchObject({ companyId: 1, target: 5, groupCode: '0', roles: [1] });
  });

  it('a complete new user passes', () => {
    expect(validateUserForm(valid, context())).toEqual({});
  });

  it('name, email, company, target and group code are required', () => {
    const errors = validateUserForm({ ...valid, name: '', email: '', companyId: null, target: null, groupCode: '' }, context());
    expect(Object.keys(errors).sort()).toEqual(['companyId', 'email', 'groupCode', 'name', 'target']);
    expect(errors.name).toEqual({ message: 'framework.validation.required', args: expect.objectContaining({ field: 'NAME' }) });
    expect(errors.companyId).toBe('is required');
  });

  it('the target must be greater than 0', () => {
    expect(validateUserForm({ ...valid, target: 0 }, context()).target).toBe('Target must be greater than 0');
  });

  it("a group code the chosen company lacks reads 'Group does not exist'", () => {
    expect(validateUserForm({ ...valid, groupCode: '0' }, context()).groupCode).toBe(GROUP_DOES_NOT_EXIST);
    expect(validateUserForm({ ...valid, groupCode: '401' }, context()).groupCode).toBe(GROUP_DOES_NOT_EXIST);
    expect(validateUserForm({ ...valid, companyId: 4, groupCode: '401' }, context())).toEqual({});
  });

  it('create needs a password of at least 8 characters, at most 50', () => {
    expect(validateUserForm({ ...valid, password: 'short' }, context()).password).toBe('Min charachter length is 8');
    expect(validateUserForm({ ...valid, password: 'x'.repeat(51) }, context()).password).toBe('at most 50 characters');
    expect(validateUserForm({ ...valid, password: '' }, context()).password).toMatchObject({ message: 'framework.validation.required' });
  });

  it('edit needs at least one role, and a password only when changing it', () => {
    const edited = { ...valid, azureId: AZURE_ID, password: '' };
    expect(validateUserForm(edited, context({ mode: 'edit' }))).toEqual({});
    expect(validateUserForm({ ...edited, roles: [] }, context({ mode: 'edit' })).roles).toBe('Pick at least one role');
    expect(validateUserForm({ ...edited, password: 'short' }, context({ mode: 'edit', changePassword: true })).password).toBe('Min charachter length is 8');
  });

  it('a company change keeps the group when the new company has it, else clears it', () => {
    expect(groupAfterCompanyChange(groups, 1, '102')).toBe('102');
    expect(groupAfterCompanyChange(groups, 4, '102')).toBe('');
  });

  it('sends roles as {id, name}, account manager codes with the company, the password only when set or changed', () => {
    const values = { ...valid, azureId: AZURE_ID, roles: [5], accountManagerCodes: ['AB'] };
    expect(toUserBody(values, 'create', false, roles)).toMatchObject({ password: 'secret123', roles: [{ id: 5, name: 'iCRMAdmin' }], accountManagers: [{ accountManagerCode: 'AB', companyId: 1 }] });
    expect(toUserBody(values, 'edit', false, roles)).not.toHaveProperty('password');
    expect(toUserBody(values, 'edit', false, roles).accountManagers).toEqual([{ userAzureId: AZURE_ID, accountManagerCode: 'AB', companyId: 1 }]);
    expect(toUserBody(values, 'edit', true, roles)).toMatchObject({ azureId: AZURE_ID, password: 'secret123' });
  });

  it('keeps the company of the codes a user already had, so an edit moves none of them', () => {
    const values = { ...valid, companyId: 1, accountManagerCodes: ['SAS', 'NEW'], accountManagerCompanies: { SAS: [3] } };
    expect(toUserBody(values, 'edit', false, roles).accountManagers).toEqual([
      { userAzureId: undefined, accountManagerCode: 'SAS', companyId: 3 },
      { userAzureId: undefined, accountManagerCode: 'NEW', companyId: 1 },
    ]);
  });

  it('keeps a code held in two companies in both: the dialog shows it once and sends it for each', () => {
    const user = {
      azureId: AZURE_ID, name: 'Anouk Visser', email: 'a@demo.test', companyId: 1, groupCode: '0', target: 5, language: 'nl', roles: [{ id: 5, name: 'iCRMAdmin' }],
      accountManagers: [{ accountManager: 'AV', companyId: 1 }, { accountManager: 'AV', companyId: 2 }, { accountManager: 'XY', companyId: 2 }],
    } as unknown as UserRecord;
    const values = valuesOf(user);
    expect(values.accountManagerCodes).toEqual(['AV', 'XY']);
    expect(toUserBody(values, 'edit', false, roles).accountManagers).toEqual([
      { userAzureId: AZURE_ID, accountManagerCode: 'AV', companyId: 1 },
      { userAzureId: AZURE_ID, accountManagerCode: 'AV', companyId: 2 },
      { userAzureId: AZURE_ID, accountManagerCode: 'XY', companyId: 2 },
    ]);
  });
});
