import { Form, RecordContextProvider, SaveButton, useCreate, useNotify, useTranslate, useUpdate, type HttpError, type RaRecord } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCompiledResource } from '../compiledResource';
import { useResourceLabels } from '../labels';
import type { FormMode } from './formSlots';
import { GeneratedFields } from './GeneratedFields';
import { useFormRules, useFormValidation } from './useFormValidation';

/** Success snackbars of the form dialogs stay 2 s (spec part 2 §8, the user dialogs). */
const SAVED_SNACKBAR_MS = 2000;

/**
 * The generated create or edit form in a dialog, for resources whose records are created and edited
 * from their list (their create and edit views are null). Saves through the declared create or update
 * endpoint; a failed save keeps what was typed and puts the api's field errors on the inputs; success
 * closes the dialog and the list refetches.
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
  const initial = mode === 'create' ? (rules?.defaults ?? {}) : rules?.valuesOf ? rules.valuesOf(record) : record;

  const save = async (values: Record<string, unknown>) => {
    const data = rules?.toBody ? rules.toBody(values) : values;
    const meta = rules?.saveQuery ? { query: rules.saveQuery(values) } : undefined;
    try {
      if (mode === 'create') await create(declaration.name, { data, meta }, { returnPromise: true });
      else await update(declaration.name, { id: record!.id, data, previousData: record, meta }, { mutationMode: 'pessimistic', returnPromise: true });
      const done = mode === 'create' ? (messages.created ?? 'ra.notification.created') : (messages.updated ?? 'ra.notification.updated');
      notify(done, { type: 'success', autoHideDuration: SAVED_SNACKBAR_MS, messageArgs: { smart_count: 1 } });
      onClose();
      return undefined;
    } catch (error) {
      const { message, body } = error as HttpError;
      notify(message || 'ra.notification.http_error', { type: 'error' });
      const errors = body?.errors as Record<string, string> | undefined;
      return errors && Object.fromEntries(Object.entries(errors).map(([field, text]) => [slots.errorInputs?.[field] ?? field, text]));
    }
  };

  const title = mode === 'create' ? (messages.createTitle ?? 'ra.page.create') : (messages.editTitle ?? 'ra.page.edit');
  const titleId = `${declaration.name}-dialog-title`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title, { name: labels.title(), recordRepresentation: '' })}</DialogTitle>
      {rules && (
        // Not the list row's record: the form starts from `initial` only.
        <RecordContextProvider value={undefined}>
          <Form defaultValues={initial} validate={validate} onSubmit={save} mode="onChange" noValidate>
            <DialogContent>
              <GeneratedFields mode={mode} />
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
