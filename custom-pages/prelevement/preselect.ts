import dayjs from 'dayjs';
import type { PrelevementDebtor } from '../../schemas/entities/prelevement';

/** A checked invoice: debtor and invoice number. */
export const invoiceKey = (debnr: string, invoice: number) => `${debnr}/${invoice}`;

/**
 * Pre-select (spec part 2 §9): each debtor's invoices dated in the Monday–Sunday week that lies the
 * debtor's payment term in days back from today.
 */
export function preselection(debtors: readonly PrelevementDebtor[], today: string): string[] {
  return debtors.flatMap((debtor) => {
    const day = dayjs(today).subtract(debtor.betaalTermijn, 'day');
    const monday = day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
    const sunday = dayjs(monday).add(6, 'day').format('YYYY-MM-DD');
    return debtor.invoices.filter((i) => i.invoiceDate >= monday && i.invoiceDate <= sunday).map((i) => invoiceKey(debtor.debnr, i.invoice));
  });
}

/** The debtors with only their checked invoices, as the generate and send calls take them. */
export function selectedDebtors(debtors: readonly PrelevementDebtor[], checked: ReadonlySet<string>, prelevementDate: string) {
  return debtors.flatMap((debtor) => {
    const invoices = debtor.invoices.filter((i) => checked.has(invoiceKey(debtor.debnr, i.invoice)));
    if (invoices.length === 0) return [];
    const toPay = Math.round(invoices.reduce((sum, i) => sum + Math.round(i.sumToPay * 100), 0)) / 100;
    return [{ ...debtor, invoices, prelevementDate, toPay }];
  });
}
