import { useRef, useState } from 'react';
import { Form, RecordContextProvider, SaveButton, useCreate, useNotify, useTranslate, useUpdate, type HttpError, type RaRecord } from 'react-admin';
import { Accordion, AccordionDetails, AccordionSummary, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { HistoryPanel } from '../../../ui/history/HistoryPanel';
import { useCompiledResource } from '../compiledResource';
import { useResourceLabels } from '../labels';
import { ConflictChoice, conflictOf, type Conflict } from './ConflictPanel';
import type { FormMode } from './formSlots';
import { GeneratedFields } from './GeneratedFields';
import { useFormRules, useFormValidation } from './useFormValidation';

/** Success snackbars of the form dialogs stay 2 s (spec part 2 §8, the user dialogs). */
const SAVED_SNACKBAR_MS = 2000;

type Values = Record<string, unknown>;

/**
 * The generated create or edit form in a dialog, for resources whose records are created and edited
 * from their list (their create and edit views are null). Saves through the declared create or update
 * endpoint; a failed save keeps what was typed and puts the api's field errors on the inputs; success
 * closes the dialog and the list refetches. A create sends one Idempotency-Key for all tries of this
 * dialog; an edit sends the version it started from, and an edit refused because someone saved
 * meanwhile shows both versions side by side until the user takes theirs or saves their own.
 */
export function ResourceFormDialog({ mode, record, onClose }: { mode: FormMode; record?: RaRecord; onClose(): void }) {
  const { declaration, form: slots } = useCompiledResource();
  const labels = useResourceLabels();
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const rules = useFormRules(mode);
  const validate = useFormValidation(rules);
  const messages = slots.messages ?? {};
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  // The record the edit is based on: the one opened, or the one saved meanwhile once the user has seen it.
  const base = useRef(record);
  const [conflict, setConflict] = useState<Conflict>();
  // Taken once: the list refetching the row behind an open dialog (after any save) must not reset what the user typed.
  const initial = useRef<Values>(undefined);
  if (rules && !initial.current) initial.current = mode === 'create' ? (rules.defaults ?? {}) : rules.valuesOf ? rules.valuesOf(record) : record;

  const save = async (values: Values) => {
    const data = rules?.toBody ? rules.toBody(values) : values;
    const query = rules?.saveQuery ? { query: rules.saveQuery(values) } : {};
    try {
      if (mode === 'create') await create(declaration.name, { data, meta: { ...query, idempotencyKey } }, { returnPromise: true });
      else await update(declaration.name, { id: record!.id, data, previousData: base.current, meta: query }, { mutationMode: 'pessimistic', returnPromise: true });
      const done = mode === 'create' ? (messages.created ?? 'ra.notification.created') : (messages.updated ?? 'ra.notification.updated');
      notify(done, { type: 'success', autoHideDuration: SAVED_SNACKBAR_MS, messageArgs: { smart_count: 1 } });
      onClose();
      return undefined;
    } catch (error) {
      const { message, body, status } = error as HttpError;
      notify(messages.failed ?? (message || 'ra.notification.http_error'), { type: 'error', messageArgs: { message } });
      if (status === 409 && body?.current) {
        setConflict(conflictOf(body, values, rules?.valuesOf, rules?.describe));
        return undefined;
      }
      const errors = body?.errors as Record<string, string> | undefined;
      return errors && Object.fromEntries(Object.entries(errors).map(([field, text]) => [slots.errorInputs?.[field] ?? field, text]));
    }
  };

  const title = mode === 'create' ? (messages.createTitle ?? 'ra.page.create') : (messages.editTitle ?? 'ra.page.edit');
  const titleId = `${declaration.name}-dialog-title`;
  const history = mode === 'edit' && record && slots.history;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title, { name: labels.title(), recordRepresentation: '' })}</DialogTitle>
      {rules && (
        // Not the list row's record: the form starts from `initial` only.
        <RecordContextProvider value={undefined}>
          <Form defaultValues={initial.current} validate={validate} onSubmit={save} mode="onChange" noValidate>
            <DialogContent>
              {conflict && (
                <ConflictChoice
                  conflict={conflict}
                  valuesOf={rules.valuesOf}
                  onChosen={(current) => {
                    base.current = current;
                    setConflict(undefined);
                  }}
                  save={save}
                />
              )}
              <GeneratedFields mode={mode} />
              {history && (
                <Accordion disableGutters elevation={0} sx={{ mt: 2, border: 1, borderColor: 'divider' }}>
                  <AccordionSummary expandIcon={<ExpandMore />}>{translate('app.history.title')}</AccordionSummary>
                  <AccordionDetails sx={{ maxHeight: 300, overflowY: 'auto' }}>
                    <HistoryPanel entity={history.entity} id={history.idOf(record)} />
                  </AccordionDetails>
                </Accordion>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
              <SaveButton alwaysEnable />
            </DialogActions>
          </Form>
        </RecordContextProvider>
      )}
    </Dialog>
  );
}
