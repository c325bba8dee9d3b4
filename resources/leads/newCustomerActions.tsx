import DeleteIcon from '@mui/icons-material/Delete';
import HowToReg from '@mui/icons-material/HowToReg';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, IconButton, Switch, TextField, Tooltip } from '@mui/material';
import { NoteActionButton } from './NoteActionButton';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { call } from '../../dataProvider';
import { VALIDATION_DIALOG_COMPANY, missingBackOfficeFields, type NewLead } from '../../schemas/entities/lead';
import type { CodeRowAction } from '../framework/list/listSlots';
import { useClaims } from '../../ui/useClaims';
import { useLeadAction } from './useLeadAction';

type Props = { record: NewLead; disabled: boolean };

/** The dialog's read-only fields (spec part 2 §2: max length 100). */
const SHOWN = ['debnr', 'debnaam', 'email', 'debadres', 'debpc', 'debplaats', 'btwnrdeb', 'defkarloc', 'dooslocatie', 'transpId', 'inpakBproces', 'doosvulfc'] as const;
/** Missing, these stop the activation with a red error; every missing item is listed in the warning. */
const BLOCKING = ['defkarloc', 'inpakBproces', 'transpId'];

/** Activates the new customer: a GET that changes data, so the action refreshes the lists itself. */
function useActivate(record: NewLead) {
  const { run } = useLeadAction();
  return (welcomeDiscount: boolean) =>
    run(() => call('GET customer/ActivateNewCustomer/{debnr}', { params: { debnr: record.debnr ?? '' }, query: { welcome_discount: welcomeDiscount ? 1 : 0 } }), {
      message: 'leads.new_customers.created',
      args: { debnr: record.debnr },
    });
}

/** Company 1 checks the back-office fields in the validation dialog first; other companies activate at once (spec part 2 §2). */
function ActivateButton({ record }: Props) {
  const translate = useTranslate();
  const activate = useActivate(record);
  const [open, setOpen] = useState(false);
  const [welcome, setWelcome] = useState(false);
  const label = translate('leads.new_customers.activate');
  const missing = missingBackOfficeFields(record);
  const field = (name: string) => translate(`resources.newcustomers.fields.${name}`);
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" color="success" aria-label={label} onClick={() => (record.companY_ID === VALIDATION_DIALOG_COMPANY ? setOpen(true) : void activate(false))}>
          <HowToReg fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="activate-title">
        <DialogTitle id="activate-title">{translate('leads.new_customers.dialog_title', { name: record.debnaam })}</DialogTitle>
        <DialogContent>
          {missing.some((name) => BLOCKING.includes(name)) && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {translate('leads.new_customers.blocked')}
            </Alert>
          )}
          {missing.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('leads.new_customers.missing')}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {missing.map((name) => (
                  <li key={name}>{field(name)}</li>
                ))}
              </Box>
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mt: 0.5 }}>
            {SHOWN.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <TextField label={field(name)} value={String(record[name] ?? '')} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, maxLength: 100 } }} />
              </Grid>
            ))}
          </Grid>
          <FormControlLabel sx={{ mt: 2 }} control={<Switch checked={welcome} onChange={(event) => setWelcome(event.target.checked)} />} label={translate('leads.new_customers.welcome_discount')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={missing.length > 0} onClick={async () => (await activate(welcome)) && setOpen(false)}>
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Turns a new lead down: a confirmation with a required note (spec part 2 §5); the lead goes as body, ?username= names who (§7). */
export function DeleteLeadButton({ record }: Props) {
  const username = useClaims()?.userName;
  return (
    <NoteActionButton
      record={record}
      icon={<DeleteIcon fontSize="small" />}
      color="error"
      texts={{ button: 'leads.delete.button', title: 'leads.delete.title', confirm: 'ra.action.delete', done: 'leads.delete.done' }}
      send={(note) => call('POST customer/deleteNewLead', { query: { username }, body: { ...record, acctmngR_NOTE: note } })}
    />
  );
}

/** Per new customer: activate, or turn it down. */
export const newCustomerActions: CodeRowAction<NewLead>[] = [{ component: ActivateButton }, { component: DeleteLeadButton }];
