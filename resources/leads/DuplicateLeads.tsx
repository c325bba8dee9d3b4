import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import type { LeadDuplicate } from '../../schemas/entities/lead';
import { CompanyTag } from '../../ui/CompanyTag';

/** The duplicate dialogs show 10 leads to a page (spec part 2 §9). */
const PER_PAGE = 10;

interface Props {
  /** Which value is shared: the email, or the VAT number. */
  kind: 'email' | 'vat';
  value: string;
  /** The lead being edited, which does not count as its own duplicate. */
  leadId?: number;
}

/**
 * A warning with the count of other leads sharing this email or VAT number and a 'See details' link
 * to a table of them (company, debnr, shop name, email or VAT) (spec part 2 §2).
 */
export function DuplicateLeads({ kind, value, leadId }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const trimmed = value.trim();
  const query = useApiQuery(kind === 'email' ? 'GET customer/GetMultipleEmailLeads' : 'GET customer/GetMultipleVatLeads', {
    query: kind === 'email' ? { email: trimmed } : { vat: trimmed },
    enabled: trimmed.length >= 4,
    staleTime: 30_000,
  });
  const others = (query.data ?? []).filter((lead: LeadDuplicate) => lead.id !== leadId);
  if (trimmed.length < 4 || others.length === 0) return null;
  const title = translate(`leads.duplicates.${kind}_title`);
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mt: 1 }}
        action={
          <Link component="button" type="button" onClick={() => setOpen(true)}>
            {translate('leads.duplicates.see_details')}
          </Link>
        }
      >
        {translate(`leads.duplicates.${kind}`, { smart_count: others.length })}
      </Alert>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={`duplicates-${kind}`}>
        <DialogTitle id={`duplicates-${kind}`}>{title}</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.newleads.fields.companY_ID')}</TableCell>
                <TableCell>{translate('leads.debnr')}</TableCell>
                <TableCell>{translate('resources.newleads.fields.debnaam')}</TableCell>
                <TableCell>{translate(kind === 'email' ? 'resources.newleads.fields.email' : 'resources.newleads.fields.btwnrdeb')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {others.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((lead) => (
                <TableRow key={lead.id}>
                  <TableCell>
                    <CompanyTag id={lead.companY_ID} />
                  </TableCell>
                  <TableCell>{lead.debnr ?? ''}</TableCell>
                  <TableCell>{lead.debnaam}</TableCell>
                  <TableCell>{kind === 'email' ? lead.email : lead.btwnrdeb}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {others.length > PER_PAGE && (
            <TablePagination component="div" count={others.length} page={page} onPageChange={(_, next) => setPage(next)} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
