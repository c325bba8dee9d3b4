import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';
import { emailError } from './loginRules';

/** The email input of the login and forgot-password forms, validated on every change. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  const error = emailError(value);
  return (
    <TextField
      label={translate('ra.auth.email')}
      type="email"
      name="email"
      autoComplete="username"
      autoFocus
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error && translate(error)}
      slotProps={{ htmlInput: { maxLength: INPUT_MAX_LENGTH } }}
    />
  );
}
