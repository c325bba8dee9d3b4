import { useRef, useState } from 'react';
import { useCreate, useNotify, useUpdate, type HttpError, type RaRecord } from 'react-admin';
import { useCompiledResource } from '../compiledResource';
import { ConflictChoice, conflictOf, type Conflict } from './ConflictPanel';
import type { FormMode } from './formSlots';
import { useFormRules, useFormValidation } from './useFormValidation';

type Values = Record<string, unknown>;

/**
 * Saving the declared form of a record, wherever the form is shown (a dialog, a page): through the
 * declared create or update endpoint, one Idempotency-Key for every try of a create, the version the
 * edit started from with an update. A failed save keeps what was typed and answers the api's field
 * errors for the inputs; an edit refused because someone saved meanwhile gives `conflictChoice`,
 * both versions side by side until the user takes theirs or saves their own.
 */
export function useResourceSave(mode: FormMode, record: RaRecord | undefined, options: { snackbarMs?: number; onSaved?(saved: RaRecord): void } = {}) {
  const { declaration, form: slots } = useCompiledResource();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const rules = useFormRules(mode);
  const validate = useFormValidation(rules);
  const messages = slots.messages ?? {};
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  // The record the edit is based on: the one opened, the one saved last, or the one saved meanwhile once the user has seen it.
  const base = useRef(record);
  const [conflict, setConflict] = useState<Conflict>();
  // Taken once: a refetch of the record behind an open form (after any save) must not reset what the user typed.
  const initial = useRef<Values>(undefined);
  if (rules && !initial.current) initial.current = mode === 'create' ? (rules.defaults ?? {}) : rules.valuesOf ? rules.valuesOf(record) : record;

  const save = async (values: Values) => {
    const data = rules?.toBody ? rules.toBody(values) : values;
    const query = rules?.saveQuery ? { query: rules.saveQuery(values) } : {};
    try {
      const saved =
        mode === 'create'
          ? await create(declaration.name, { data, meta: { ...query, idempotencyKey } }, { returnPromise: true })
          : await update(declaration.name, { id: record!.id, data, previousData: base.current, meta: query }, { mutationMode: 'pessimistic', returnPromise: true });
      base.current = saved as RaRecord;
      const done = mode === 'create' ? (messages.created ?? 'ra.notification.created') : (messages.updated ?? 'ra.notification.updated');
      notify(done, { type: 'success', autoHideDuration: options.snackbarMs, messageArgs: { smart_count: 1 } });
      options.onSaved?.(saved as RaRecord);
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

  /** The conflict's choice, to render inside the form while there is one. */
  const conflictChoice = conflict && rules && (
    <ConflictChoice
      conflict={conflict}
      valuesOf={rules.valuesOf}
      onChosen={(current) => {
        base.current = current;
        setConflict(undefined);
      }}
      save={save}
    />
  );

  return { rules, validate, initial: initial.current, save, conflictChoice };
}
