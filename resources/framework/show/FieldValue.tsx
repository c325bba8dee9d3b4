import dayjs from 'dayjs';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { cellText } from '../../../dataProvider/queryEngine';
import { choicesOf, fillRoute, type FieldSpec } from '../fields';

const MONEY = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DEFAULT_DATE_FORMAT = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD [at] HH:mm' } as const;

/** The text of a value as a field's hints format it (money nl-NL euro, dates in the declared format). */
export function formatValue(field: FieldSpec, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.display) {
    case 'money':
      return Number.isFinite(Number(value)) ? MONEY.format(Number(value)) : String(value);
    case 'date':
    case 'datetime': {
      const date = dayjs(value as string | number | Date);
      return date.isValid() ? date.format(field.schema['x-dateFormat'] ?? DEFAULT_DATE_FORMAT[field.display]) : String(value);
    }
    default: {
      const choice = choicesOf(field).find((c) => String(c.id) === String(value));
      return choice ? choice.name : cellText(value);
    }
  }
}

/** A value as the lists and the show view render it: formatted, linked to its route, ticks for booleans. */
export function FieldValue({ field, record }: { field: FieldSpec; record: Record<string, unknown> }) {
  const translate = useTranslate();
  const value = record[field.name];
  if (field.display === 'boolean') {
    if (value === null || value === undefined) return null;
    return value === true || value === 1 || value === 'true' ? <CheckIcon fontSize="small" color="success" /> : <CloseIcon fontSize="small" color="error" />;
  }
  const text = formatValue(field, value);
  const choice = choicesOf(field).some((c) => String(c.id) === String(value));
  const shown = choice ? translate(text, { _: text }) : text;
  const route = field.schema['x-link'] ? fillRoute(field.schema['x-link'], record) : undefined;
  if (route) {
    return (
      <MuiLink component={Link} to={route} onClick={(event: React.MouseEvent) => event.stopPropagation()}>
        {shown}
      </MuiLink>
    );
  }
  if (field.display === 'email' && text) return <MuiLink href={`mailto:${text}`} onClick={(event) => event.stopPropagation()}>{text}</MuiLink>;
  return <>{shown}</>;
}
