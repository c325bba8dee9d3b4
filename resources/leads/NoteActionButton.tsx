import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Tooltip, Box } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { LEAD_MAX, NOTE_PREFIX, withoutPrefix, type NewLead } from '../../schemas/entities/lead';
import { useLeadAction } from './useLeadAction';

interface Props {
  record: NewLead;
  disabled?: boolean;
  icon: ReactElement;
  /** i18n keys: the button, the dialog title (gets %{name}), the confirm button, the success message. */
  texts: { button: string; title: string; confirm: string; done: string };
  /** The note the dialog starts from. */
  initialNote?: string;
  color?: 'primary' | 'error';
  send(note: string): Promise<unknown>;
}

/** A lead action that needs a note saying why (return to the manager, delete): a confirmation dialog with the note required. */
export function NoteActionButton({ record, disabled, icon, texts, initialNote = '', color = 'primary', send }: Props) {
  const translate = useTranslate();
  const { busy, run } = useLeadAction();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState(withoutPrefix(initialNote, NOTE_PREFIX));
  const label = translate(texts.button);
  const confirm = async () => {
    if (await run(() => send(note), { message: texts.done })) setOpen(false);
  };
  return (
    <>
      <Tooltip title={label}>
        <Box component="span">
          <IconButton size="small" aria-label={label} disabled={disabled} onClick={() => setOpen(true)}>
            {icon}
          </IconButton>
        </Box>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby={`note-${texts.button}`}>
        <DialogTitle id={`note-${texts.button}`}>{translate(texts.title, { name: record.debnaam })}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('resources.newleads.fields.acctmngR_NOTE')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: LEAD_MAX.acctmngR_NOTE - NOTE_PREFIX.length } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color={color} disabled={busy || note.trim() === ''} onClick={confirm}>
            {translate(texts.confirm)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
