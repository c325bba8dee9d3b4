import { writeXlsx, type XlsxColumn } from '../files/xlsx';
import type { Collection } from './selection';

interface Line {
  debnr: string;
  name: string;
  iban: string;
  bic: string;
  invoice: number | null;
  invoiceDate: string;
  collectionDate: string;
  amount: number;
}

const COLUMNS: XlsxColumn<Line>[] = [
  { header: 'Debnr', value: (l) => l.debnr, width: 10 },
  { header: 'Name', value: (l) => l.name, width: 32 },
  { header: 'IBAN', value: (l) => l.iban, width: 30 },
  { header: 'BIC', value: (l) => l.bic, width: 14 },
  { header: 'Invoice', value: (l) => l.invoice, format: 'integer', width: 12 },
  { header: 'Invoice date', value: (l) => l.invoiceDate, width: 12 },
  { header: 'Collection date', value: (l) => l.collectionDate, width: 15 },
  { header: 'Amount', value: (l) => l.amount, format: 'money', width: 12 },
];

/** Prelevement-{date}.xlsx: a row per selected invoice, then a total row per debtor and the grand total. */
export function prelevementWorkbook(collections: readonly Collection[]): Promise<Buffer> {
  const lines: Line[] = collections.flatMap((c) => [
    ...c.invoices.map((i) => ({ debnr: c.debnr, name: c.name, iban: c.iban, bic: c.bic, invoice: i.invoice, invoiceDate: i.invoiceDate, collectionDate: c.collectionDate, amount: i.amount })),
    { debnr: c.debnr, name: `Total ${c.name}`, iban: '', bic: '', invoice: null, invoiceDate: '', collectionDate: c.collectionDate, amount: c.total },
  ]);
  const total = Math.round(collections.reduce((sum, c) => sum + Math.round(c.total * 100), 0)) / 100;
  lines.push({ debnr: '', name: 'Total', iban: '', bic: '', invoice: null, invoiceDate: '', collectionDate: '', amount: total });
  return writeXlsx('Prelevement', COLUMNS, lines);
}
