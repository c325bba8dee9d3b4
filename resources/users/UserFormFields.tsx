import { useEffect, useRef } from 'react';
import { CheckboxGroupInput, NumberInput, PasswordInput, SelectInput, TextArrayInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormControlLabel, Grid, Switch } from '@mui/material';
import { INPUT_MAX_LENGTH, LANGUAGES } from '../../schemas/constants';
import { GroupCodeInput } from './GroupCodeInput';
import type { CompanyOption, GroupOption, RoleOption } from './schema';
import { groupAfterCompanyChange, groupsOfCompany, type UserFormMode } from './userForm';

interface UserFormFieldsProps {
  mode: UserFormMode;
  changePassword: boolean;
  onChangePassword(on: boolean): void;
  roles: readonly RoleOption[];
  companies: readonly CompanyOption[];
  groups: readonly GroupOption[] | undefined;
}

const maxLength = { htmlInput: { maxLength: INPUT_MAX_LENGTH } };

export function UserFormFields({ mode, changePassword, onChangePassword, roles, companies, groups }: UserFormFieldsProps) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  const companyId = useWatch({ name: 'companyId' }) as number | null;
  const { setValue, getValues } = useFormContext();
  const shownCompany = useRef(companyId);

  // A company change filters the groups; the group stays only if the new company has it.
  useEffect(() => {
    if (!groups || shownCompany.current === companyId) return;
    shownCompany.current = companyId;
    setValue('groupCode', groupAfterCompanyChange(groups, companyId, String(getValues('groupCode') ?? '')), { shouldDirty: true });
  }, [companyId, groups, setValue, getValues]);

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="name" label={label('name')} isRequired fullWidth slotProps={maxLength} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="email" type="email" label={label('email')} isRequired fullWidth slotProps={maxLength} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {mode === 'edit' && (
          <FormControlLabel
            control={<Switch checked={changePassword} onChange={(event) => onChangePassword(event.target.checked)} />}
            label={translate('users.changePassword')}
          />
        )}
        {(mode === 'create' || changePassword) && (
          <PasswordInput source="password" label={label('password')} isRequired fullWidth slotProps={maxLength} autoComplete="new-password" />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NumberInput source="target" label={label('target')} isRequired fullWidth min={0} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="companyId" label={label('companyId')} choices={[...companies]} isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <GroupCodeInput groups={groupsOfCompany(groups ?? [], companyId)} label={label('groupCode')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="language"
          label={label('language')}
          choices={LANGUAGES.map((id) => ({ id, name: translate(`users.languages.${id}`) }))}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextArrayInput source="accountManagerCodes" label={label('accountManagers')} fullWidth helperText="users.accountManagersHelp" />
      </Grid>
      <Grid size={12}>
        <CheckboxGroupInput source="roles" label={label('roles')} choices={[...roles]} row sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } }} />
      </Grid>
    </Grid>
  );
}
