import type { BackorderLine } from '../../schemas/entities/backorder';
import type { Queryable } from '../db/database';
import { datedFileName, writeXlsx, type XlsxColumn } from '../files/xlsx';
import { backorderLines } from './backorders';

const COLUMNS: XlsxColumn<BackorderLine>[] = [
  { header: 'Order number', value: (l) => l.orderNummer, format: 'integer', width: 14 },
  { header: 'Type', value: (l) => l.type },
  { header: 'Article number', value: (l) => l.artikelNummer, width: 16 },
  { header: 'Description', value: (l) => l.artikelOmschrijving, width: 40 },
  { header: 'Quantity', value: (l) => l.totaalGeleverd, format: 'integer' },
  { header: 'Lot price', value: (l) => l.partijPrijs, format: 'money' },
  { header: 'Sales amount', value: (l) => l.verkoopbedragTotaal, format: 'money', width: 14 },
  { header: 'Order date', value: (l) => l.datumKlantorder, width: 12 },
  { header: 'Delivery date', value: (l) => l.datumUitlevering, width: 14 },
];

/** The customer's open orders (reservations and back orders) as 'Reservations<date>.xlsx'. */
export async function reservationWorkbook(db: Queryable, debnr: string, today: string): Promise<{ fileName: string; body: Buffer }> {
  const lines = await backorderLines(db, debnr);
  return { fileName: datedFileName('Reservations', today), body: await writeXlsx('Reservations', COLUMNS, lines) };
}
