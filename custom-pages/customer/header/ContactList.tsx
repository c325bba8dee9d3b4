import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TOUCH_TARGET } from '../../../ui/cells/touchTarget';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { useCustomer, type CustomerRecord } from '../customerRecord';
import { DebtorText } from './DebtorText';
import { RiskOfLeaving } from './RiskOfLeaving';

type Item = [field: keyof CustomerRecord, render?: (customer: CustomerRecord) => ReactNode];

/** The contact list in the spec's order (part 1 §2), then the other customer labels of §3. */
const ITEMS: Item[] = [
  ['owner'],
  ['email', (c) => (c.email ? <Link href={`mailto:${c.email}`} sx={TOUCH_TARGET}>{c.email}</Link> : undefined)],
  ['phoneNumber', (c) => (c.phoneNumber ? <Link href={`tel:${c.phoneNumber}`} sx={TOUCH_TARGET}>{c.phoneNumber}</Link> : undefined)],
  ['mobileNumber', (c) => (c.mobileNumber ? <Link href={`tel:${c.mobileNumber}`} sx={TOUCH_TARGET}>{c.mobileNumber}</Link> : undefined)],
  ['branche'],
  ['btwNumber', (c) => c.btwNumber && <VatNumber number={c.btwNumber} ok={c.btwOk} />],
  ['transTxt'],
  ['accountManager'],
  ['creationDate', (c) => formatDate(c.creationDate, 'dayFirst')],
  ['kostprijsDebiteur', (c) => formatMoney(c.kostprijsDebiteur)],
  ['financielType'],
  ['commercialType'],
  ['betaalConditie'],
  ['koopLimiet', (c) => formatMoney(c.koopLimiet)],
  ['kreditLimiet', (c) => formatMoney(c.kreditLimiet)],
  ['kvk'],
  ['debnaam'],
  ['fctdat', (c) => formatDate(c.fctdat, 'dayFirst')],
  ['riskOfLeaving', (c) => <RiskOfLeaving percent={c.riskOfLeaving} />],
];

function VatNumber({ number, ok }: { number: string; ok: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {number}
      {ok ? (
        <Check fontSize="small" color="success" titleAccess={translate('customer.vat_ok')} />
      ) : (
        <Close fontSize="small" color="error" titleAccess={translate('customer.vat_not_ok')} />
      )}
    </Box>
  );
}

function Entry({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// One style for the whole list: an sx (or a Typography) per entry would make emotion style each of them on every render.
const LIST_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: 3,
  rowGap: 1.5,
  m: 0,
  '& dt': { typography: 'caption', color: 'text.secondary', m: 0 },
  '& dd': { typography: 'body2', m: 0, overflowWrap: 'anywhere' },
  '& .wide': { gridColumn: '1 / -1' },
} as const;

/** The customer's contacts and terms as a description list; the debtor note spans the full width. */
export function ContactList() {
  const translate = useTranslate();
  const customer = useCustomer();
  return (
    <Box component="dl" sx={LIST_SX}>
      {ITEMS.map(([field, render]) => {
        const value = render ? render(customer) : (customer[field] as ReactNode);
        return (
          <Entry key={field} label={translate(`customer.fields.${field}`)}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Entry>
        );
      })}
      <Entry label={translate('customer.fields.debTxt')} wide>
        <DebtorText text={customer.debTxt} />
      </Entry>
    </Box>
  );
}
