import { useState } from 'react';
import { useNotify } from 'react-admin';
import { datedFileName, download, useApiMutation } from '../../../dataProvider';
import { useCustomer } from '../customerRecord';

/** The reservations file of the backorder menu: mailed to the customer and salesman, or to the salesman only, or downloaded. */
export function useReservationActions() {
  const customer = useCustomer();
  const notify = useNotify();
  const mail = useApiMutation('POST customer/MailReservationExcel');
  const [downloading, setDownloading] = useState(false);

  const sendMail = (salesmanOnly: boolean) =>
    mail.mutate(
      { query: { mailSalesmanOnly: salesmanOnly }, body: customer },
      {
        // The legacy's answer is only logged (spec part 1 §7): the notice names no recipients.
        onSuccess: (result) => {
          console.info('reservation mail', result);
          notify('customer.backorders.mailed', { type: 'success' });
        },
        onError: (error) => notify('customer.backorders.mail_failed', { type: 'error', messageArgs: { message: error.message } }),
      },
    );

  const downloadExcel = async () => {
    setDownloading(true);
    try {
      await download('POST customer/downloadReservationExcel', { query: { debnr: customer.debnr } }, datedFileName('Reservations', 'xlsx'));
    } catch (error) {
      console.error('reservation download', error);
      notify('customer.backorders.download_failed', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return { sendMail, mailing: mail.isPending, downloadExcel, downloading };
}
