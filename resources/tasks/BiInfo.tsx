import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The BI figures a generated task came with (sales and percentiles, article, stems, credit, risk, last order, ...). */
export function BiInfo({ data }: { data: Record<string, unknown> | null }) {
  const translate = useTranslate();
  if (!data) return null;
  return (
    <Table size="small" aria-label={translate('tasks.bi_info')}>
      <TableBody>
        {Object.entries(data).map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {translate(`tasks.bi.${key}`, { _: key })}
            </TableCell>
            <TableCell>{String(value ?? '')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
