import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { call } from '../../../dataProvider';
import type { WholesaleCustomer } from '../../../schemas/entities/wholesale';
import { formErrors, formFromCustomer, saveRequest, type WholesaleForm } from './wholesaleForm';

/**
 * The wholesale customer form: its values, the save rules (shown from the first save on, and saving
 * blocked while any shows), the full save and the primary-emails update. A failed save keeps what
 * the user typed; after a successful full save `onSaved` reloads the customer.
 */
export function useWholesaleForm(customer: WholesaleCustomer, onSaved: () => void) {
  const notify = useNotify();
  const [form, setForm] = useState<WholesaleForm>(() => formFromCustomer(customer));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = useMemo(() => (checked ? formErrors(customer.debnr, form) : {}), [checked, customer.debnr, form]);
  const blocked = Object.keys(errors).length > 0;

  const run = async (request: () => Promise<unknown>, after?: () => void) => {
    setSaving(true);
    try {
      await request();
      notify('wholesale.saved', { type: 'success' });
      after?.();
    } catch {
      notify('wholesale.save_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    setChecked(true);
    if (Object.keys(formErrors(customer.debnr, form)).length > 0) return;
    return run(() => call('POST wholesale/savesubcode', { body: saveRequest(customer.debnr, form) }), onSaved);
  };

  /** Only the primary addresses (POST wholesale/updateprimaryemail); refused while the emails field shows an error. */
  const saveEmails = () => {
    setChecked(true);
    if (formErrors(customer.debnr, form).emails) return;
    return run(() => call('POST wholesale/updateprimaryemail', { body: { debnr: customer.debnr, newPrimaryEmail: form.emails } }));
  };

  return { form, setForm, errors, blocked, saving, save, saveEmails };
}
