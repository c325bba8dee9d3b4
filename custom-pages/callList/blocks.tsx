import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import type { EndpointAnswering } from '../../schemas/endpointResponses';
import type { LastInvoiceRow, NewCustomerRow, SingleInvoiceRow } from '../../schemas/entities/callList';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { formatDate } from '../../ui/format/dates';
import { DeliveryStopIcon } from '../../ui/cells/DeliveryStopIcon';

/** A column of a block: its label key under callList.columns and how a row shows in it. */
export interface BlockColumn<Row> {
  key: string;
  render: (row: Row, translate: (key: string) => string) => ReactNode;
  /** Long texts (names) may wrap; short values stay on one line. */
  wrap?: boolean;
}

/** A call-list block: its call, its title and definition (callList.blocks.<id>), and its columns. */
export interface CallListBlock<Row> {
  id: 1 | 2 | 3 | 4 | 6;
  endpoint: EndpointAnswering<Row[]>;
  columns: readonly BlockColumn<Row>[];
}

const tick = (ok: boolean, title: string) =>
  ok ? <CheckCircle color="success" fontSize="small" titleAccess={title} sx={{ display: 'block' }} /> : <Cancel color="error" fontSize="small" titleAccess={title} sx={{ display: 'block' }} />;

const debnr: BlockColumn<{ debnr: string }> = { key: 'debnr', render: (row) => <CustomerLink debnr={row.debnr} /> };
const name: BlockColumn<{ name: string }> = { key: 'name', render: (row) => row.name, wrap: true };
const day = (value: string) => formatDate(value, 'dayFirst');

const lastInvoiceColumns: readonly BlockColumn<LastInvoiceRow>[] = [
  { key: 'delivery', render: (row) => <DeliveryStopIcon levStop={row.levStop} /> },
  debnr,
  name,
  { key: 'invoiceDate', render: (row) => day(row.fctdat) },
];

const lastInvoiceBlock = (id: 2 | 3 | 4, endpoint: EndpointAnswering<LastInvoiceRow[]>): CallListBlock<LastInvoiceRow> => ({ id, endpoint, columns: lastInvoiceColumns });

/** The five blocks of /icrm/call (spec part 1 §2), in screen order. */
export const NEW_CUSTOMERS: CallListBlock<NewCustomerRow> = {
  id: 1,
  endpoint: 'GET callList/GetBlock1',
  columns: [
    { key: 'active', render: (row, translate) => tick(row.active, translate(row.active ? 'callList.active' : 'callList.inactive')) },
    debnr,
    name,
    { key: 'created', render: (row) => day(row.created) },
  ],
};
export const LAST_INVOICE_BLOCKS = [lastInvoiceBlock(2, 'GET callList/GetBlock2'), lastInvoiceBlock(3, 'GET callList/GetBlock3'), lastInvoiceBlock(4, 'GET callList/GetBlock4')];
export const SINGLE_INVOICE: CallListBlock<SingleInvoiceRow> = {
  id: 6,
  endpoint: 'GET callList/GetBlock6',
  columns: [
    debnr,
    name,
    { key: 'vatOk', render: (row, translate) => tick(row.btwOk, translate(row.btwOk ? 'callList.vat_ok' : 'callList.vat_not_ok')) },
    { key: 'date', render: (row) => day(row.date) },
  ],
};
