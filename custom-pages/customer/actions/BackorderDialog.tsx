import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCustomer } from '../customerRecord';
import { useCustomerQuery } from '../useCustomerQuery';
import { BackorderLines } from './BackorderLines';
import { backorderTabs } from './backorderTabs';

/** 'Overzicht tonen': the customer's open orders, a tab per order number. */
export function BackorderDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const customer = useCustomer();
  const { data: lines, error } = useCustomerQuery('GET customer/getbackorders/{debnr}');
  const groups = useMemo(() => lines && backorderTabs(lines), [lines]);
  const [tab, setTab] = useState(0);
  const group = groups?.[tab];

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="backorders-title">
      <DialogTitle id="backorders-title">{translate('customer.backorders.dialog_title', { name: customer.name })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{translate('customer.load_failed')}</Alert>}
        {!error && !groups && <Skeleton variant="rounded" height={240} />}
        {groups?.length === 0 && <Typography>{translate('customer.backorders.empty')}</Typography>}
        {groups && groups.length > 0 && (
          <>
            <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
              {groups.map((g) => (
                <Tab key={g.orderNummer} label={translate('customer.backorders.order', { number: g.orderNummer })} />
              ))}
            </Tabs>
            {group && <BackorderLines lines={group.lines} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
