import { useResourceLabels } from '../framework/labels';
import type { FormMode, FormRules } from '../framework/form/formSlots';
import type { UserRecord } from './schema';
import { newUserDefaults, toUserBody, validateUserForm, valuesOf, type UserFormValues } from './userForm';
import { useUserOptions } from './userOptions';

/**
 * The rules of the create and edit user dialogs over the loaded roles, companies and groups: the
 * defaults of a new user, the api's body, the validation of userForm.ts, and changedPassword on edit.
 */
export function useUserFormRules(mode: FormMode): FormRules<UserFormValues, UserRecord> | undefined {
  const { roles, groups, loaded } = useUserOptions();
  const labels = useResourceLabels();
  if (!loaded) return undefined;
  const changePassword = (values: UserFormValues) => Boolean(values.changePassword);
  return {
    defaults: newUserDefaults(roles),
    valuesOf,
    validate: (values) => validateUserForm(values, { mode, changePassword: changePassword(values), roles, groups, labelOf: labels.field }),
    toBody: (values) => toUserBody(values, mode, changePassword(values), roles),
    saveQuery: mode === 'edit' ? (values) => ({ changedPassword: changePassword(values) }) : undefined,
    // Roles by name in an edit conflict's side by side; the password and its switch are never compared.
    describe: ({ password: _password, changePassword: _switch, accountManagerCompanies: _companies, azureId: _id, ...shown }) => ({
      ...shown,
      roles: shown.roles.map((id) => roles.find((role) => role.id === id)?.name ?? id),
    }),
  };
}
