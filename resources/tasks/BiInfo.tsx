import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Task } from '../../schemas/entities/task';
import { biFigures, humanize } from './biFigures';

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

/** The BI figures a generated task came with (sales and percentiles, article, stems, credit, risk, last order, ...), labelled and formatted. */
export function BiInfo({ data }: { data: Task['biDataMinor'] | string | undefined }) {
  const translate = useTranslate();
  const figures = figuresOf(data);
  if (!figures) return null;
  return (
    <Table size="small" aria-label={translate('tasks.bi_info')}>
      <TableBody>
        {biFigures(figures, (yes) => translate(yes ? 'ra.boolean.true' : 'ra.boolean.false')).map(({ key, known, text }) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {known ? translate(`tasks.bi.${key}`) : humanize(key)}
            </TableCell>
            <TableCell align="right">{text}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
