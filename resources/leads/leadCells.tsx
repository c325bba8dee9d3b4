import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import HelpOutline from '@mui/icons-material/HelpOutline';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NewLead } from '../../schemas/entities/lead';
import { CompanyTag } from '../../ui/CompanyTag';

/** The VIES state of a lead: unset, valid (green), invalid or unknown (red) (spec part 2 §4). */
export function ViesChip({ valid, checked }: { valid: boolean | null; checked: boolean }) {
  const translate = useTranslate();
  if (!checked) return <Chip size="small" variant="outlined" icon={<HelpOutline />} label={translate('leads.vies.unset')} />;
  return valid ? (
    <Chip size="small" color="success" icon={<CheckCircle />} label={translate('leads.vies.valid')} />
  ) : (
    <Chip size="small" color="error" icon={<Cancel />} label={translate(valid === false ? 'leads.vies.invalid' : 'leads.vies.unknown')} />
  );
}

/** The list's VIES column. */
export function ViesCell({ record }: { record: NewLead }) {
  return <ViesChip valid={record.vieS_VALID} checked={record.vieS_VAT !== null} />;
}

/** The lists' company column: its label, or the error tag for an id outside the known set (spec part 2 §8). */
export function CompanyCell({ record }: { record: Pick<NewLead, 'companY_ID'> }) {
  return <CompanyTag id={record.companY_ID} />;
}

/** The same for Assign New Leads, whose rows name it companyid. */
export function AssignableCompanyCell({ record }: { record: { companyid: number } }) {
  return <CompanyTag id={record.companyid} />;
}
