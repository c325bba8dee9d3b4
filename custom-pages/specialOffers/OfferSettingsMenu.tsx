import Settings from '@mui/icons-material/Settings';
import { Dialog, DialogContent, DialogTitle, IconButton, ListItemText, Menu, MenuItem, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { call, callWithStatus } from '../../dataProvider';
import type { SendableOffer } from '../../schemas/entities/specialOffer';
import { formatMoney } from '../../ui/format/money';
import { campaignBanner, failureBanner, type SendState } from './sendFlow';

/**
 * The card's settings menu for editors (spec part 2 §2): check how many customers the offer reaches,
 * create the campaign (after a confirmation; a test mail to the editor), view the stock of its
 * products, and its marking, group code, template id and list id.
 */
export function OfferSettingsMenu({ offer, onResult }: { offer: SendableOffer; onResult(state: SendState): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [stock, setStock] = useState(false);
  const close = () => setAnchor(null);

  const checkCustomers = async () => {
    close();
    try {
      const customers = await call('POST specialoffer/GetEmailsForSpecialOffer', { body: offer });
      notify('specialOffers.customersFound', { type: 'info', messageArgs: { count: customers.length } });
    } catch (error) {
      onResult(failureBanner(error));
    }
  };
  const createCampaign = async () => {
    setConfirming(false);
    try {
      onResult(campaignBanner((await callWithStatus('POST specialoffer/CreateCampaignPromoToDebug', { body: offer })).status));
    } catch (error) {
      onResult(failureBanner(error));
    }
  };
  const info = (key: string, value: string | number) => (
    <MenuItem disabled>
      <ListItemText>{translate(`specialOffers.${key}`, { value: value === '' ? '—' : value })}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <IconButton aria-label={`${translate('specialOffers.settings')} ${offer.title}`} onClick={(event) => setAnchor(event.currentTarget)}>
        <Settings />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={checkCustomers}>{translate('specialOffers.checkCustomers')}</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          {translate('specialOffers.createCampaign')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setStock(true);
          }}
        >
          {translate('specialOffers.viewStock')}
        </MenuItem>
        {info('marking', offer.productType)}
        {info('groupCode', offer.groupCode ?? '')}
        {info('templateId', offer.templateId)}
        {info('listId', offer.listId)}
      </Menu>
      <Confirm isOpen={confirming} title="specialOffers.createCampaign" content="specialOffers.confirmCampaign" onConfirm={createCampaign} onClose={() => setConfirming(false)} />
      <Dialog open={stock} onClose={() => setStock(false)} maxWidth="md" fullWidth>
        <DialogTitle>{translate('specialOffers.stockTitle', { title: offer.title })}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('specialOffers.stock.partij')}</TableCell>
                <TableCell>{translate('specialOffers.stock.product')}</TableCell>
                <TableCell align="right">{translate('specialOffers.stock.amount')}</TableCell>
                <TableCell align="right">{translate('specialOffers.stock.price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(offer.products ?? []).map((p) => (
                <TableRow key={p.partijNumber + p.productNumber}>
                  <TableCell>{p.partijNumber}</TableCell>
                  <TableCell>{p.text}</TableCell>
                  <TableCell align="right">{p.amount}</TableCell>
                  <TableCell align="right">{formatMoney(p.price)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
      </Dialog>
    </>
  );
}
