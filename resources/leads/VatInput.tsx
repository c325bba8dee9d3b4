import { Alert, Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { call } from '../../dataProvider';
import { LEAD_MAX, LEAD_MESSAGES, vatClean, type ViesAnswer } from '../../schemas/entities/lead';
import type { FormInputProps } from '../framework/form/formSlots';
import { DuplicateLeads } from './DuplicateLeads';
import { ViesChip } from './leadCells';
import { leadBody, type LeadFormValues } from './leadFormRules';
import { viesFill } from './viesFill';

const max = (length: number) => ({ htmlInput: { maxLength: length } });

/**
 * The VAT number, letters and digits only as it is typed (spec part 2 §5), the VIES check (which
 * needs an email: 'Email is required'), what VIES said, and the warning about leads sharing it. The
 * answer fills the form (viesFill): the fields change as the user watches and stay editable. A new
 * lead asks for the check first, above the field.
 */
export function VatInput({ label, mode }: FormInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const vat = useWatch({ name: 'btwnrdeb' }) as string;
  const email = useWatch({ name: 'email' }) as string;
  const id = useWatch({ name: 'id' }) as number | undefined;
  const [answer, setAnswer] = useState<ViesAnswer>();
  const [checking, setChecking] = useState(false);
  const shown = answer && answer.vat === vatClean(vat ?? '') ? answer : undefined;
  // Spec part 2 §7, §4: the check posts the lead form, and its answer fills vieS_VALID, name, address and VAT in the form.
  const check = async () => {
    setChecking(true);
    try {
      const checked = await call('POST customer/checkVies', { body: leadBody(getValues() as LeadFormValues) });
      for (const [field, value] of Object.entries(viesFill(checked))) setValue(field, value, { shouldDirty: true, shouldValidate: true });
      setAnswer(checked);
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setChecking(false);
    }
  };
  const noEmail = !email?.trim();
  return (
    <>
      {mode === 'create' && <ViesFirstPrompt />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput source="btwnrdeb" label={label} fullWidth parse={vatClean} format={(value) => value ?? ''} slotProps={max(LEAD_MAX.btwnrdeb)} />
        <Tooltip title={noEmail ? LEAD_MESSAGES.emailRequired : ''}>
          <Box component="span" sx={{ mt: 1 }}>
            <Button variant="outlined" onClick={check} disabled={noEmail || !vat || checking}>
              {translate('leads.vies.check')}
            </Button>
          </Box>
        </Tooltip>
      </Stack>
      {shown && (
        <Box sx={{ mb: 1 }} role="status" aria-label={translate('leads.vies.result')}>
          <ViesChip valid={shown.valid} checked />
          {shown.status === 'unavailable' && (
            <Typography variant="body2" color="error" component="span" sx={{ ml: 1 }}>
              {translate('leads.vies.could_not_check')}
            </Typography>
          )}
          {(shown.debnaam || shown.debAddress) && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {`${shown.debnaam} · ${shown.debAddress}`.slice(0, LEAD_MAX.vies)}
            </Typography>
          )}
          {shown.valid && (shown.debnaam || shown.debAddress) && (
            <Typography variant="body2" color="text.secondary">
              {translate('leads.vies.filled')}
            </Typography>
          )}
        </Box>
      )}
      <DuplicateLeads kind="vat" value={vat ?? ''} leadId={id} />
    </>
  );
}

/**
 * Spec part 2 §5: 'VIES information should be checked first for a new lead.' A new lead's form says so
 * until its VAT number has been checked. It warns and does not block: VIES is often unavailable for a
 * member state, shops outside the EU have no number it knows, and the api stores only its own recent check.
 */
function ViesFirstPrompt() {
  const translate = useTranslate();
  const [vat, checkedVat] = useWatch({ name: ['btwnrdeb', 'vieS_VAT'] }) as [string | undefined, string | null | undefined];
  if (checkedVat != null && checkedVat === vatClean(vat ?? '')) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate('leads.vies.check_first')}
    </Alert>
  );
}
