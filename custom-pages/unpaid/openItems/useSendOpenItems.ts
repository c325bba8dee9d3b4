import { useState } from 'react';
import { useNotify } from 'react-admin';
import { callWithStatus } from '../../../dataProvider';
import type { OpenItemsCustomer } from '../../../schemas/entities/unpaid';

/** The api answers 201 once the open-items mail is sent; anything else is a failure (spec part 2 §9). */
export const MAIL_SENT_STATUS = 201;

/** Mails a customer its open items (the data provider adds the spec's `email` header, the sender); success only on 201, an error otherwise. */
export function useSendOpenItems() {
  const notify = useNotify();
  const [sending, setSending] = useState<string>();
  const send = async (customer: OpenItemsCustomer) => {
    setSending(customer.debnr);
    try {
      const { status } = await callWithStatus('POST admin/SendOpenPost', { body: customer });
      if (status !== MAIL_SENT_STATUS) throw new Error(`SendOpenPost answered ${status}`);
      notify('openItems.mail_sent', { type: 'success', messageArgs: { name: customer.name } });
    } catch {
      notify('openItems.mail_failed', { type: 'error', messageArgs: { name: customer.name } });
    } finally {
      setSending(undefined);
    }
  };
  return { send, sending };
}
