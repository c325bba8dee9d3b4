import type { Creditor } from './creditors';
import type { Collection } from './selection';

/** The notice a debtor gets before a direct debit: when, how much, from which account, for which invoices. */
export function prelevementMail(collection: Collection, creditor: Creditor) {
  const lines = collection.invoices.map((i) => `  ${i.invoice} (${i.invoiceDate}): EUR ${i.amount.toFixed(2)}`).join('\n');
  return {
    to: collection.email,
    subject: `Prélèvement du ${collection.collectionDate} - ${collection.debnr}`,
    body: `Bonjour,\n\nLe ${collection.collectionDate} nous prélèverons EUR ${collection.total.toFixed(2)} sur votre compte ${collection.iban} pour les factures :\n${lines}\n\nCordialement,\n${creditor.name}`,
  };
}
