import dayjs from 'dayjs';
import { LinkBase, useTranslate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { cellText } from '../../../dataProvider/queryEngine';
import { formatMoney } from '../../../ui/format/money';
import { formatPercent } from '../../../ui/format/percent';
import { useLinkClassName } from '../../../ui/cells/linkLook';
import { choicesOf, fillRoute, type FieldSpec } from '../fields';

const DEFAULT_DATE_FORMAT = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD [at] HH:mm' } as const;

const isTrue = (value: unknown) => value === true || value === 1 || value === 'true';
const stopRowClick = (event: React.MouseEvent) => event.stopPropagation();

/** The text of a value as a field's format shows it (and exports write it): euros and percentages nl-NL, dates as declared. */
export function formatValue(field: FieldSpec, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.display) {
    case 'currency':
      return Number.isFinite(Number(value)) ? formatMoney(Number(value)) : String(value);
    case 'percent':
      return Number.isFinite(Number(value)) ? formatPercent(Number(value)) : String(value);
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

/** A value as the lists and the show view render it: formatted, linked, ticks and crosses for booleans. */
export function FieldValue({ field, record }: { field: FieldSpec; record: Record<string, unknown> }) {
  const translate = useTranslate();
  // Plain links with MUI Link's look: a list draws these in every row (ui/cells/linkLook.ts).
  const link = useLinkClassName();
  const value = record[field.name];
  if (field.display === 'boolean-icon') {
    if (value === null || value === undefined) return null;
    const label = translate(isTrue(value) ? 'framework.yes' : 'framework.no');
    return isTrue(value) ? (
      <CheckIcon fontSize="small" color="success" titleAccess={label} />
    ) : (
      <CloseIcon fontSize="small" color="error" titleAccess={label} />
    );
  }
  const text = formatValue(field, value);
  const choice = choicesOf(field).some((c) => String(c.id) === String(value));
  const shown = choice ? translate(text, { _: text }) : text;
  const route = field.schema['x-link'] ? fillRoute(field.schema['x-link'], record) : undefined;
  if (route) {
    return (
      <LinkBase className={link} to={route} onClick={stopRowClick}>
        {shown}
      </LinkBase>
    );
  }
  // Only web addresses: a value such as javascript:... stays text.
  if (field.display === 'link' && /^https?:\/\//i.test(text)) {
    return (
      <a className={link} href={text} target="_blank" rel="noopener noreferrer" onClick={stopRowClick}>
        {text}
      </a>
    );
  }
  if (field.display === 'email' && text) {
    return (
      <a className={link} href={`mailto:${text}`} onClick={stopRowClick}>
        {text}
      </a>
    );
  }
  return <>{shown}</>;
}
