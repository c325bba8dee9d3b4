import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Inventory from '@mui/icons-material/Inventory';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DECO_COMPANY } from '../../../schemas/companies';
import { useTenant } from '../../../ui/useTenant';
import { useCustomerQuery } from '../useCustomerQuery';
import { BackorderDialog } from './BackorderDialog';
import { useReservationActions } from './useReservationActions';

/** Tenant 4, when today's turnover is above 0: the back-order overview, the reservation mails and the Excel file. */
export function BackorderMenu() {
  const translate = useTranslate();
  const deco = useTenant() === DECO_COMPANY;
  const { data: today } = useCustomerQuery('GET customer/gettodaysturnover/{debnr}', { enabled: deco });
  const { sendMail, mailing, downloadExcel, downloading } = useReservationActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [overview, setOverview] = useState(false);
  if (!deco || !today || today.turnover <= 0) return null;

  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Inventory />}
        endIcon={<ArrowDropDown />}
        disabled={mailing || downloading}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('customer.backorders.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(() => setOverview(true))}>{translate('customer.backorders.overview')}</MenuItem>
        <MenuItem onClick={choose(() => sendMail(false))}>{translate('customer.backorders.mail_customer')}</MenuItem>
        <MenuItem onClick={choose(() => sendMail(true))}>{translate('customer.backorders.mail_salesman')}</MenuItem>
        <MenuItem onClick={choose(() => void downloadExcel())}>{translate('customer.backorders.download')}</MenuItem>
      </Menu>
      {overview && <BackorderDialog onClose={() => setOverview(false)} />}
    </>
  );
}
