import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LEAD_MAX } from '../../schemas/entities/lead';
import type { FormInputProps } from '../framework/form/formSlots';

/** The customer number of the export screen's edit dialog (max 6), with the last number the company used (suggesteD_DEBNR) as a hint. */
export function DebnrInput({ label, readOnly }: FormInputProps) {
  const translate = useTranslate();
  const suggested = useWatch({ name: 'suggesteD_DEBNR' }) as string | null | undefined;
  return (
    <TextInput
      source="debnr"
      label={label}
      readOnly={readOnly}
      fullWidth
      helperText={suggested ? translate('leads.suggested_debnr', { debnr: suggested }) : false}
      slotProps={{ htmlInput: { maxLength: LEAD_MAX.debnr } }}
    />
  );
}
