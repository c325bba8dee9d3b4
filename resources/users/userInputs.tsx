import { useEffect, useRef } from 'react';
import { CheckboxGroupInput, InputHelperText, PasswordInput, SelectInput, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Autocomplete, FormControlLabel, Switch, TextField } from '@mui/material';
import { INPUT_MAX_LENGTH, LANGUAGES } from '../../schemas/constants';
import type { FormInputProps } from '../framework/form/formSlots';
import { accountManagerChoices } from './accountManagerChoices';
import { GroupCodeInput } from './GroupCodeInput';
import { groupAfterCompanyChange, groupsOfCompany } from './userForm';
import { useUserOptions } from './userOptions';

/** The user dialogs' own inputs (spec part 2 §5); name, email and target are the generated ones. */
const maxLength = { htmlInput: { maxLength: INPUT_MAX_LENGTH } };

/** Create asks for a password; edit only after the 'Change password' switch is turned on. */
function PasswordWithSwitch({ label, mode }: FormInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'changePassword', defaultValue: false });
  return (
    <>
      {mode === 'edit' && (
        <FormControlLabel control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} label={translate('users.changePassword')} />
      )}
      {(mode === 'create' || field.value) && <PasswordInput source="password" label={label} isRequired fullWidth slotProps={maxLength} autoComplete="new-password" />}
    </>
  );
}

function CompanyInput({ label }: FormInputProps) {
  const { companies } = useUserOptions();
  return <SelectInput source="companyId" label={label} choices={[...companies]} isRequired fullWidth />;
}

/** The groups of the chosen company; a company change keeps the group only if the new company has it. */
function GroupInput({ label }: FormInputProps) {
  const { groups } = useUserOptions();
  const companyId = useWatch({ name: 'companyId' }) as number | null;
  const { setValue, getValues } = useFormContext();
  const shownCompany = useRef(companyId);
  useEffect(() => {
    if (!groups || shownCompany.current === companyId) return;
    shownCompany.current = companyId;
    setValue('groupCode', groupAfterCompanyChange(groups, companyId, String(getValues('groupCode') ?? '')), { shouldDirty: true });
  }, [companyId, groups, setValue, getValues]);
  return <GroupCodeInput groups={groupsOfCompany(groups ?? [], companyId)} label={label} />;
}

function LanguageInput({ label }: FormInputProps) {
  const translate = useTranslate();
  return <SelectInput source="language" label={label} choices={LANGUAGES.map((id) => ({ id, name: translate(`users.languages.${id}`) }))} fullWidth />;
}

/**
 * Account manager codes: picked from the company's codes (admin/GetAccountManagers, with their holders; another
 * user's shown but disabled), or a new one typed and entered.
 */
function AccountManagersInput() {
  const translate = useTranslate();
  const { accountManagers } = useUserOptions();
  const { field, fieldState } = useInput<string[]>({ source: 'accountManagerCodes', defaultValue: [] });
  const [companyId, azureId] = useWatch({ name: ['companyId', 'azureId'] }) as [number | null, string | undefined];
  const choices = accountManagerChoices(accountManagers, companyId, azureId);
  const choiceOf = (code: string) => choices.find((choice) => choice.code === code);
  const label = translate('resources.users.fields.accountManagers');
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={choices.map((choice) => choice.code)}
      value={field.value ?? []}
      onChange={(_event, codes) => field.onChange([...new Set(codes.map((code) => code.trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      getOptionDisabled={(code) => choiceOf(code)?.takenByOther ?? false}
      renderOption={({ key, ...props }, code) => (
        <li key={key} {...props}>
          {translate('users.accountManagerOption', { code, holder: choiceOf(code)?.holder ?? '' })}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={<InputHelperText error={error} helperText="users.accountManagersHelp" />} slotProps={{ htmlInput: { ...params.inputProps, maxLength: INPUT_MAX_LENGTH } }} />
      )}
    />
  );
}

function RolesInput({ label }: FormInputProps) {
  const { roles } = useUserOptions();
  return (
    <CheckboxGroupInput
      source="roles"
      label={label}
      choices={[...roles]}
      row
      sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } }}
    />
  );
}

export const userInputs = {
  password: PasswordWithSwitch,
  companyId: CompanyInput,
  groupCode: GroupInput,
  language: LanguageInput,
  accountManagerCodes: AccountManagersInput,
  roles: RolesInput,
};
