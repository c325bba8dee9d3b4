import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Task } from '../../schemas/entities/task';

/** A task's biDataMinor as figures: an object, or the same as JSON text; anything else shows nothing. */
function figuresOf(data: Task['biDataMinor'] | string | undefined): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return figuresOf(JSON.parse(data) as Task['biDataMinor']);
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? data : null;
}

/** The BI figures a generated task came with (sales and percentiles, article, stems, credit, risk, last order, ...). */
export function BiInfo({ data }: { data: Task['biDataMinor'] | string | undefined }) {
  const translate = useTranslate();
  const figures = figuresOf(data);
  if (!figures) return null;
  return (
    <Table size="small" aria-label={translate('tasks.bi_info')}>
      <TableBody>
        {Object.entries(figures).map(([key, value]) => (
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
