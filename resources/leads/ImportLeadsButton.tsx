import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { call } from '../../dataProvider';
import { Offered } from '../../ui/extensions/Offered';
import type { LeadImportAnswer } from '../../schemas/entities/lead';
import { leadFileBody, type LeadFileBody } from './leadFile';
import { useLeadAction } from './useLeadAction';

/**
 * Imports leads from a CSV or XLSX file (beyond the spec): the file's rows are checked by the api with
 * the form's own schema and against the existing leads, shown with their errors and duplicates, and
 * only written when the user confirms (rows with errors are left out). Hidden once the back office has
 * said it lacks the import (an extension).
 */
export function ImportLeadsButton() {
  const translate = useTranslate();
  const { busy, run } = useLeadAction();
  const [file, setFile] = useState<LeadFileBody>();
  const [preview, setPreview] = useState<LeadImportAnswer>();
  const close = () => {
    setFile(undefined);
    setPreview(undefined);
  };
  const check = (chosen: File) =>
    run(async () => {
      const body = await leadFileBody(chosen);
      setFile(body);
      setPreview(await call('POST customer/importNewLeads', { body: { ...body, confirm: false } }));
    });
  const confirm = async () => {
    const imported = await run(() => call('POST customer/importNewLeads', { body: { ...file, confirm: true } }), ({ created }) => ({ message: 'leads.import.done', args: { smart_count: created } }));
    if (imported) close();
  };
  const valid = preview?.rows.filter((row) => !row.errors).length ?? 0;
  return (
    <Offered endpoint="POST customer/importNewLeads">
      <MuiButton component="label" size="small" startIcon={<UploadFile />} disabled={busy}>
        {translate('leads.import.button')}
        <input
          hidden
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void check(file);
          }}
        />
      </MuiButton>
      <Dialog open={preview !== undefined} onClose={close} maxWidth="lg" fullWidth aria-labelledby="lead-import-title">
        <DialogTitle id="lead-import-title">{translate('leads.import.title')}</DialogTitle>
        <DialogContent>
          <Alert severity={valid === preview?.rows.length ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {translate('leads.import.summary', { valid, total: preview?.rows.length ?? 0 })}
          </Alert>
          <Table size="small" aria-label={translate('leads.import.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('leads.import.row')}</TableCell>
                <TableCell>{translate('resources.newleads.fields.email')}</TableCell>
                <TableCell>{translate('resources.newleads.fields.debnaam')}</TableCell>
                <TableCell>{translate('leads.import.problems')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview?.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.debnaam}</TableCell>
                  <TableCell>
                    {row.errors &&
                      Object.entries(row.errors).map(([field, message]) => (
                        <Typography key={field} variant="body2" color="error">
                          {`${field}: ${message}`}
                        </Typography>
                      ))}
                    {row.sameEmail > 0 && <Typography variant="body2" color="warning.dark">{translate('leads.duplicates.email', { smart_count: row.sameEmail })}</Typography>}
                    {row.sameVat > 0 && <Typography variant="body2" color="warning.dark">{translate('leads.duplicates.vat', { smart_count: row.sameVat })}</Typography>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={busy || valid === 0} onClick={confirm}>
            {translate('leads.import.confirm', { smart_count: valid })}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Offered>
  );
}
