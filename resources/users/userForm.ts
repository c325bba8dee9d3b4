import { createUserBody, updateUserBody } from '../../schemas/forms/userForm';
import { passwordInput } from '../../schemas/forms/userInputs';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/constants';
import { validateWithSchema, type FormError } from '../framework/form/validation';
import type { GroupOption, RoleOption, UserRecord } from './schema';

/**
 * The rules of the create and edit user dialogs (spec part 2 §5 "User forms") as plain functions.
 * Validation runs the api's own body schemas (createUserBody / updateUserBody) on the body the
 * dialog would send, then adds the rule that needs the group list: the group must be one of the
 * chosen company's, else 'Group does not exist'.
 */
export interface UserFormValues {
  azureId?: string;
  name: string;
  email: string;
  password: string;
  companyId: number | null;
  groupCode: string;
  target: number | null;
  language: Language;
  roles: number[];
  accountManagerCodes: string[];
  /**
   * Companies of the codes the user already had: a code keeps its companies (one code may be held in several,
   * and each must be sent again or the api drops it); new codes take the user's.
   */
  accountManagerCompanies: Record<string, number[]>;
  /** Edit only: the 'Change password' switch (not sent; the password goes along only when on). */
  changePassword?: boolean;
}

export type UserFormMode = 'create' | 'edit';

/** The dialogs' inputs in their order (two columns; the roles take a whole row). */
export const userFormFields = ['name', 'email', 'password', 'target', 'companyId', 'groupCode', 'language', 'accountManagerCodes', 'roles'];

export const GROUP_DOES_NOT_EXIST = 'users.validation.groupDoesNotExist';

/** New user: company 1, target 5, group code 0, the first role preselected (spec part 2 §9). */
export function newUserDefaults(roles: readonly RoleOption[]): UserFormValues {
  return {
    name: '',
    email: '',
    password: '',
    companyId: 1,
    groupCode: '0',
    target: 5,
    language: DEFAULT_LANGUAGE,
    roles: roles.length > 0 ? [roles[0]!.id] : [],
    accountManagerCodes: [],
    accountManagerCompanies: {},
  };
}

function companiesByCode(managers: UserRecord['accountManagers']): Record<string, number[]> {
  const companies: Record<string, number[]> = {};
  for (const m of managers) if (m.companyId != null) (companies[m.accountManager] ??= []).push(m.companyId);
  return companies;
}

export function valuesOf(user: UserRecord): UserFormValues {
  return {
    azureId: user.azureId,
    name: user.name,
    email: user.email,
    password: '',
    companyId: user.companyId,
    groupCode: user.groupCode,
    target: user.target,
    language: (user.language as Language) || DEFAULT_LANGUAGE,
    roles: user.roles.map((r) => r.id),
    accountManagerCodes: [...new Set(user.accountManagers.map((m) => m.accountManager))],
    accountManagerCompanies: companiesByCode(user.accountManagers),
  };
}

/** The body of POST admin/createuser or admin/updateuser; the password only when it is set or changed. */
export function toUserBody(values: UserFormValues, mode: UserFormMode, changePassword: boolean, roles: readonly RoleOption[]) {
  const sendPassword = mode === 'create' || changePassword;
  return {
    ...(mode === 'edit' ? { azureId: values.azureId } : {}),
    name: values.name,
    email: values.email,
    ...(sendPassword ? { password: values.password } : {}),
    companyId: values.companyId,
    groupCode: values.groupCode,
    target: values.target,
    language: values.language,
    roles: values.roles.map((id) => ({ id, name: roles.find((r) => r.id === id)?.name })),
    // Spec part 2 §3: codes are sent as userAzureId, accountManagerCode, companyId (a new user has no id yet).
    accountManagers: values.accountManagerCodes.flatMap((code) => {
      const held = values.accountManagerCompanies[code];
      return (held?.length ? held : [values.companyId ?? undefined]).map((companyId) => ({
        ...(mode === 'edit' ? { userAzureId: values.azureId } : {}),
        accountManagerCode: code,
        companyId,
      }));
    }),
  };
}

export function groupsOfCompany(groups: readonly GroupOption[], companyId: number | null): GroupOption[] {
  return groups.filter((g) => g.companyId === companyId);
}

/** After a company change: the group stays when the new company has it, else it is cleared. */
export function groupAfterCompanyChange(groups: readonly GroupOption[], companyId: number | null, groupCode: string): string {
  return groupsOfCompany(groups, companyId).some((g) => g.groupCode === groupCode) ? groupCode : '';
}

/** Body fields whose errors belong to a differently named input. */
const INPUT_OF: Record<string, keyof UserFormValues> = { accountManagers: 'accountManagerCodes' };

export interface UserFormContext {
  mode: UserFormMode;
  changePassword: boolean;
  roles: readonly RoleOption[];
  /** Every group; undefined while loading (the group rule waits for them). */
  groups: readonly GroupOption[] | undefined;
  labelOf: (field: string) => string;
}

export function validateUserForm(values: UserFormValues, context: UserFormContext): Record<string, FormError> {
  const { mode, changePassword, roles, groups, labelOf } = context;
  const body = toUserBody(values, mode, changePassword, roles);
  const schema = mode === 'create' ? createUserBody : updateUserBody.extend(changePassword ? { password: passwordInput } : {});
  const errors: Record<string, FormError> = {};
  for (const [field, error] of Object.entries(validateWithSchema(schema, body, labelOf))) errors[INPUT_OF[field] ?? field] = error;
  const groupCode = values.groupCode?.trim();
  if (!errors.groupCode && groups && groupCode && !groupsOfCompany(groups, values.companyId).some((g) => g.groupCode === groupCode)) {
    errors.groupCode = GROUP_DOES_NOT_EXIST;
  }
  return errors;
}
