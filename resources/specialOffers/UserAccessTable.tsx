import { Switch, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { call, useApiQuery } from '../../dataProvider';
import type { OfferUserAccess, SpecialOffer } from '../../schemas/entities/specialOffer';
import { Panel } from '../../ui/Panel';

/** The access table's page sizes (spec part 2 §9: user access 10, options 5, 10, 20, 50). */
const PAGE_SIZES = [5, 10, 20, 50];
const ACCESS_SAVED_MS = 1500;

/**
 * Who may send the offer (spec part 2 §2, §4): the senders with a switch each, asked with the offer
 * as §7 posts it; a toggle saves at once (specialOfferId becomes the offer's id or 0) and says so for 1.5 s.
 */
export function UserAccessTable({ offer }: { offer: SpecialOffer }) {
  const translate = useTranslate();
  const notify = useNotify();
  const offerId = offer.id;
  const users = useApiQuery('POST specialOffer/GetUsersBySpecialOffer', { body: offer });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  // The switch follows the click at once; the list read back after the save settles it.
  const [saving, setSaving] = useState<{ id: string; canAccess: boolean }>();

  const toggle = async (user: OfferUserAccess, canAccess: boolean) => {
    setSaving({ id: user.id, canAccess });
    try {
      await call('POST specialOffer/handleUserAccessSpecialOffer', { body: { specialOfferId: offerId, azureId: user.id, canAccess } });
      notify('specialOffers.accessSaved', { type: 'success', autoHideDuration: ACCESS_SAVED_MS });
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      await users.refetch();
      setSaving(undefined);
    }
  };

  const rows = users.data ?? [];
  return (
    <Panel title={translate('specialOffers.userAccess')}>
      <Table size="small" aria-label={translate('specialOffers.userAccess')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.users.fields.name')}</TableCell>
            <TableCell>{translate('resources.users.fields.email')}</TableCell>
            <TableCell>{translate('specialOffers.access')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(page * perPage, page * perPage + perPage).map((user) => (
            <TableRow key={user.id}>
              <TableCell>{user.name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell padding="checkbox">
                <Switch
                  checked={saving?.id === user.id ? saving.canAccess : user.specialOfferId !== 0}
                  disabled={saving?.id === user.id}
                  onChange={(event) => void toggle(user, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${translate('specialOffers.access')} ${user.name}` } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Panel>
  );
}
