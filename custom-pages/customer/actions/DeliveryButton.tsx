import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useCustomer } from '../customerRecord';
import { asksWholeFinancialGroup, deliveryLabelId, showsDeliveryButton } from '../rules/delivery';
import { FinancialGroupDialog } from './FinancialGroupDialog';
import { useDeliveryToggle } from './useDeliveryToggle';

/** Open/close delivery (finance, customers with webshop access); asks about the financial group when it has several customers. */
export function DeliveryButton() {
  const translate = useTranslate();
  const customer = useCustomer();
  const { canAccess } = useCanAccess({ resource: 'POST customer/OpenAndCloseCustomer/{debnr}', action: 'call' });
  const { toggle, isPending } = useDeliveryToggle();
  const [asking, setAsking] = useState(false);
  if (!showsDeliveryButton(canAccess === true, customer)) return null;

  const label = translate(`customer.delivery.${deliveryLabelId(customer.levStop)}`);
  return (
    <>
      <Button
        variant="outlined"
        color={customer.levStop ? 'success' : 'error'}
        startIcon={customer.levStop ? <LockOpen /> : <Lock />}
        disabled={isPending}
        onClick={() => (asksWholeFinancialGroup(customer) ? setAsking(true) : toggle(false))}
      >
        {label}
      </Button>
      {asking && (
        <FinancialGroupDialog
          title={label}
          count={customer.amountInFinDebnr}
          onClose={() => setAsking(false)}
          onAnswer={(wholeGroup) => {
            setAsking(false);
            toggle(wholeGroup);
          }}
        />
      )}
    </>
  );
}
