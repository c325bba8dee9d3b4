import { TextField, type AutocompleteRenderInputParams } from '@mui/material';
import type { ReactNode } from 'react';
import { ValidationError } from 'react-admin';
import type { ControllerFieldState } from 'react-hook-form';

/**
 * The text field of a required form picker (an Autocomplete bound with useInput): its label, and the field's
 * validation error in place of the hint when there is one.
 */
export function pickerField(label: string, fieldState: ControllerFieldState, hint: ReactNode = ' ') {
  return (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={label}
      required
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : hint}
    />
  );
}
