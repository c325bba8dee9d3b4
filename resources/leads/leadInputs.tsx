import { Alert, Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { SelectInput, TextInput, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { call, useApiQuery } from '../../dataProvider';
import { ARCHIVE, LEAD_MAX, LEAD_MESSAGES, vatClean, type ViesAnswer } from '../../schemas/entities/lead';
import type { FormInputProps } from '../framework/form/formSlots';
import { ViesChip } from './leadCells';
import { DuplicateLeads } from './DuplicateLeads';
import { useLeadOptions } from './leadOptions';
import { leadBody, viesValues, type LeadFormValues } from './leadFormRules';

const max = (length: number) => ({ htmlInput: { maxLength: length } });

/** The email: locked while editing (spec part 2 §2), with the warning about leads sharing it. */
function EmailInput({ label, mode }: FormInputProps) {
  const translate = useTranslate();
  const email = useWatch({ name: 'email' }) as string;
  const id = useWatch({ name: 'id' }) as number | undefined;
  const validated = useWatch({ name: 'validated' }) as boolean | undefined;
  return (
    <>
      {validated && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('leads.validated_info')}
        </Alert>
      )}
      <TextInput source="email" label={label} type="email" isRequired fullWidth disabled={mode === 'edit'} slotProps={max(LEAD_MAX.email)} />
      <DuplicateLeads kind="email" value={email ?? ''} leadId={id} />
    </>
  );
}

function CompanyInput({ label }: FormInputProps) {
  const { companies } = useLeadOptions();
  return <SelectInput source="companY_ID" label={label} choices={companies} isRequired fullWidth />;
}

/** The company's templates and ARCHIVE, which needs a note and warns that the lead is not imported. */
function TemplateInput({ label }: FormInputProps) {
  const translate = useTranslate();
  const { templates } = useLeadOptions();
  const company = useWatch({ name: 'companY_ID' }) as number | null;
  const template = useWatch({ name: 'template' }) as string;
  const choices = [
    ...templates.filter((t) => t.company_id === company).map((t) => ({ id: t.template_debnr, name: `${t.template_debnr} ${t.template_name}` })),
    { id: ARCHIVE, name: ARCHIVE },
  ];
  return (
    <>
      <SelectInput source="template" label={label} choices={choices} isRequired fullWidth />
      {template === ARCHIVE && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('leads.archive_warning')}
        </Alert>
      )}
    </>
  );
}

/**
 * The VAT number, letters and digits only as it is typed (spec part 2 §5), the VIES check (which
 * needs an email: 'Email is required') and what VIES said, and the warning about leads sharing it.
 */
function VatInput({ label }: FormInputProps) {
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
      for (const [field, value] of Object.entries(viesValues(checked))) setValue(field, value);
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
        </Box>
      )}
      <DuplicateLeads kind="vat" value={vat ?? ''} leadId={id} />
    </>
  );
}

/** The financial group, chosen from the back office's list (customer/GetAllDebType: id and text). */
function FinancialGroupInput({ label }: FormInputProps) {
  const { data = [] } = useApiQuery('POST customer/GetAllDebType', { staleTime: 5 * 60_000 });
  return <SelectInput source="debfingrp" label={label} choices={data.map((group) => ({ id: group.id, name: `${group.id} ${group.text}` }))} emptyText="" fullWidth />;
}

/** The lead form's own inputs; the other fields are the generated ones. */
export const leadInputs = { email: EmailInput, companY_ID: CompanyInput, template: TemplateInput, btwnrdeb: VatInput, debfingrp: FinancialGroupInput };
