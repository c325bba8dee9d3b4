import { InputHelperText, useInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import type { GroupOption } from './schema';

/**
 * The debiter group code: picked among the chosen company's groups, or typed (a code the company
 * lacks then reads 'Group does not exist' instead of silently vanishing).
 */
export function GroupCodeInput({ groups, label }: { groups: readonly GroupOption[]; label: string }) {
  const { field, fieldState } = useInput({ source: 'groupCode' });
  const { isSubmitted } = useFormState();
  const showError = fieldState.invalid && (fieldState.isTouched || isSubmitted);
  const nameOf = (code: string) => groups.find((g) => g.groupCode === code)?.groupName;
  return (
    <Autocomplete
      freeSolo
      options={groups.map((g) => g.groupCode)}
      value={String(field.value ?? '')}
      inputValue={String(field.value ?? '')}
      onInputChange={(_, value) => field.onChange(value)}
      onChange={(_, value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      renderOption={(props, code) => (
        <li {...props} key={code}>
          {code} – {nameOf(code)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="groupCode"
          label={label}
          required
          margin="dense"
          error={showError}
          helperText={showError ? <InputHelperText error={fieldState.error?.message} /> : nameOf(String(field.value ?? ''))}
        />
      )}
    />
  );
}
