import Download from '@mui/icons-material/Download';
import { Accordion, AccordionDetails, AccordionSummary, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { download, isNotOffered, useApiQuery } from '../../dataProvider';
import { NotOffered } from '../../ui/extensions/NotOffered';
import { useNotOfferedNotice } from '../../ui/extensions/useNotOfferedNotice';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { NoData } from '../../ui/NoData';

/**
 * Earlier runs (beyond the spec): who ran what and when, their totals, and their files to download again.
 * A back office without the run history gets a quiet line when the accordion opens.
 */
export function RunHistory({ refresh }: { refresh: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data, error } = useApiQuery('GET prelevement/runs', { query: { refresh }, enabled: open });
  const quiet = useNotOfferedNotice();
  const notify = useNotify();
  const downloadFile = (id: number, fileName: string) =>
    download('GET prelevement/runs/{id}/file', { params: { id } }, fileName).catch((failure: HttpError) => quiet(failure) || notify(failure.message || 'ra.notification.http_error', { type: 'error' }));
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} sx={{ mb: 3 }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="h2" variant="subtitle1">
          {translate('prelevement.runs')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {isNotOffered(error) && <NotOffered />}
        {data && data.length === 0 && <NoData />}
        {data && data.length > 0 && (
          <Table size="small" aria-label={translate('prelevement.runs')}>
            <TableHead>
              <TableRow>
                {['created', 'kind', 'company', 'date', 'debtors', 'total', 'by', 'file'].map((column) => (
                  <TableCell key={column}>{translate(`prelevement.run.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{formatDate(run.createdAt, 'dayFirstWithTime')}</TableCell>
                  <TableCell>{translate(`prelevement.run.kinds.${run.kind}`)}</TableCell>
                  <TableCell>{run.company}</TableCell>
                  <TableCell>{formatDate(run.datum, 'dayFirst')}</TableCell>
                  <TableCell>{`${run.debtors} / ${run.invoices}`}</TableCell>
                  <TableCell>{formatMoney(run.total)}</TableCell>
                  <TableCell>{run.createdBy}</TableCell>
                  <TableCell>
                    {run.fileName && (
                      <IconButton size="small" aria-label={`${translate('prelevement.run.download')} ${run.fileName}`} onClick={() => void downloadFile(run.id, run.fileName!)}>
                        <Download fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
