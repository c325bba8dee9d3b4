import { Form, RecordContextProvider, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Accordion, AccordionDetails, AccordionSummary, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { HistoryPanel } from '../../../ui/history/HistoryPanel';
import { usePhone } from '../../../ui/phone/usePhone';
import { useCompiledResource } from '../compiledResource';
import { useResourceLabels } from '../labels';
import type { FormMode } from './formSlots';
import { GeneratedFields } from './GeneratedFields';
import { useResourceSave } from './useResourceSave';

/** Puts the form back to its starting values, dropping what was typed. */
function ResetButton({ values }: { values: Record<string, unknown> | undefined }) {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return <Button onClick={() => reset(values)}>{translate('ra.action.reset')}</Button>;
}

/** Success snackbars of the form dialogs stay 2 s unless the resource says otherwise (spec part 2 §8, the user dialogs). */
const SAVED_SNACKBAR_MS = 2000;

/**
 * The generated create or edit form in a dialog, for resources whose records are created and edited
 * from their list (their create and edit views are null); saved as useResourceSave saves (a failed
 * save keeps what was typed, an edit conflict shows both versions); success closes the dialog and
 * the list refetches. An edit shows the record's history below the fields.
 */
export function ResourceFormDialog({ mode, record, onClose }: { mode: FormMode; record?: RaRecord; onClose(): void }) {
  const { declaration, form: slots } = useCompiledResource();
  const labels = useResourceLabels();
  const translate = useTranslate();
  const { rules, validate, initial, save, conflictChoice } = useResourceSave(mode, record, { snackbarMs: slots.savedSnackbarMs ?? SAVED_SNACKBAR_MS, onSaved: onClose });
  const messages = slots.messages ?? {};
  const title = mode === 'create' ? (messages.createTitle ?? 'ra.page.create') : (messages.editTitle ?? 'ra.page.edit');
  const titleId = `${declaration.name}-dialog-title`;
  const history = mode === 'edit' && record && slots.history;
  const fullScreen = usePhone();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title, { name: labels.title(), recordRepresentation: '' })}</DialogTitle>
      {rules && (
        // Not the list row's record: the form starts from `initial` only.
        <RecordContextProvider value={undefined}>
          <Form defaultValues={initial} validate={validate} onSubmit={save} mode="onChange" noValidate>
            <DialogContent>
              {conflictChoice}
              <GeneratedFields mode={mode} />
              {history && (
                <Accordion disableGutters elevation={0} sx={{ mt: 2, border: 1, borderColor: 'divider' }}>
                  <AccordionSummary expandIcon={<ExpandMore />}>{translate('app.history.title')}</AccordionSummary>
                  <AccordionDetails sx={{ maxHeight: 300, overflowY: 'auto' }}>
                    <HistoryPanel entity={history.entity} id={history.idOf(record)} resource={declaration.name} />
                  </AccordionDetails>
                </Accordion>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
              {slots.reset && <ResetButton values={initial} />}
              <SaveButton alwaysEnable />
            </DialogActions>
          </Form>
        </RecordContextProvider>
      )}
    </Dialog>
  );
}
