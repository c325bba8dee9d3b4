import { Alert } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApiQuery } from '../../dataProvider';
import { LEAD_MAX } from '../../schemas/entities/lead';
import type { FormInputProps } from '../framework/form/formSlots';
import { DebnrInput } from './DebnrInput';
import { DuplicateLeads } from './DuplicateLeads';
import { useLeadOptions } from './leadOptions';
import { TemplateInput } from './TemplateInput';
import { VatInput } from './VatInput';

/** The email: locked while editing (spec part 2 §2), with the warning about leads sharing it; a validated lead says so above it. */
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
      <TextInput source="email" label={label} type="email" isRequired fullWidth disabled={mode === 'edit'} slotProps={{ htmlInput: { maxLength: LEAD_MAX.email } }} />
      <DuplicateLeads kind="email" value={email ?? ''} leadId={id} />
    </>
  );
}

function CompanyInput({ label }: FormInputProps) {
  const { companies } = useLeadOptions();
  return <SelectInput source="companY_ID" label={label} choices={companies} isRequired fullWidth />;
}

/** The financial group, chosen from the back office's list (customer/GetAllDebType: id and text). */
function FinancialGroupInput({ label }: FormInputProps) {
  const { data = [] } = useApiQuery('POST customer/GetAllDebType', { staleTime: 5 * 60_000 });
  return <SelectInput source="debfingrp" label={label} choices={data.map((group) => ({ id: group.id, name: `${group.id} ${group.text}` }))} emptyText="" fullWidth />;
}

/** The lead form's own inputs; the other fields are the generated ones. */
export const leadInputs = { email: EmailInput, companY_ID: CompanyInput, template: TemplateInput, btwnrdeb: VatInput, debfingrp: FinancialGroupInput, debnr: DebnrInput };
