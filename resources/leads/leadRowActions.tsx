import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { call } from '../../dataProvider';
import { Offered } from '../../ui/extensions/Offered';
import { useClaims } from '../../ui/useClaims';
import { LEAD_MESSAGES, type NewLead } from '../../schemas/entities/lead';
import type { CodeRowAction } from '../framework/list/listSlots';
import { ResourceFormDialog } from '../framework/form/ResourceFormDialog';
import { DeleteLeadButton } from './newCustomerActions';
import { NoteActionButton } from './NoteActionButton';
import { useLeadAction } from './useLeadAction';
import Undo from '@mui/icons-material/Undo';

type Props = { record: NewLead; disabled: boolean };

/** The fields a lead needs before it can be validated (spec part 2 §5). */
const COMPLETE = ['email', 'debnaam', 'debadres', 'debpc', 'debplaats', 'template'] as const;
const validatable = (lead: NewLead) => lead.acctmngR_VALIDATED === 0 && lead.fS_EXPORTED === 0 && COMPLETE.every((field) => lead[field].trim() !== '');

/** Validates the lead as it is; the server's refusal shows as 'Error : {message}' (spec part 2 §8). */
function ValidateButton({ record, disabled }: Props) {
  const translate = useTranslate();
  const { busy, run } = useLeadAction();
  const label = translate(record.acctmngR_VALIDATED ? 'leads.already_validated' : 'leads.validate');
  const useremail = useClaims()?.preferred_username;
  // Spec part 2 §7: the lead plus useremail, the signed-in user's address.
  const validate = () => run(() => call('POST customer/validateNewLead', { body: { ...record, useremail } }), { message: 'leads.validated' });
  return (
    <Tooltip title={label}>
      <Box component="span">
        <IconButton size="small" color="success" aria-label={label} disabled={disabled || busy} onClick={validate}>
          <CheckCircleOutline fontSize="small" />
        </IconButton>
      </Box>
    </Tooltip>
  );
}

/** Opens the lead in the form's edit mode; an exported lead cannot be edited by anyone. */
export function EditLeadButton({ record, disabled }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = disabled ? LEAD_MESSAGES.alreadyExported : translate('leads.edit');
  return (
    <>
      <Tooltip title={label}>
        <Box component="span">
          <IconButton size="small" aria-label={label} disabled={disabled} onClick={() => setOpen(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Box>
      </Tooltip>
      {open && <ResourceFormDialog mode="edit" record={record} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The fields a lead needs before it can go back to the manager (with the note, asked in the dialog). */
const RETURNABLE = ['email', 'debnaam', 'debadres', 'debpc', 'debplaats'] as const;

/** Sends the lead back to the manager with the account manager's note (spec part 2 §4; its call is an extension: hidden where the back office lacks it). */
function ReturnButton({ record, disabled }: Props) {
  return (
    <Offered endpoint="POST customer/returnNewLead">
      <NoteActionButton
        record={record}
        disabled={disabled}
        icon={<Undo fontSize="small" />}
        initialNote={record.acctmngR_NOTE}
        texts={{ button: 'leads.return.button', title: 'leads.return.title', confirm: 'leads.return.confirm', done: 'leads.return.done' }}
        send={(note) => call('POST customer/returnNewLead', { body: { id: record.id, version: record.version, acctmngR_NOTE: note } })}
      />
    </Offered>
  );
}

/** Validate and edit, the list's first two columns (spec part 2 §2); then return to the manager and delete. */
export const leadRowActions: CodeRowAction<NewLead>[] = [
  { component: ValidateButton, enabledWhen: validatable },
  { component: EditLeadButton, enabledWhen: (lead) => lead.fS_EXPORTED === 0 },
  { component: ReturnButton, enabledWhen: (lead) => lead.acctmngR_VALIDATED === 0 && lead.fS_EXPORTED === 0 && RETURNABLE.every((field) => lead[field].trim() !== '') },
  { component: DeleteLeadButton, enabledWhen: (lead) => lead.fS_EXPORTED === 0 },
];
