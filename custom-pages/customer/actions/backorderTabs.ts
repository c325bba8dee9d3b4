import type { BackorderLine } from '../../../schemas/entities/backorder';

/** One tab of the back-order dialog: an order number and its lines. */
export interface BackorderTab {
  orderNummer: number;
  lines: BackorderLine[];
}

/**
 * The dialog's tabs, one per order number, from the flat list of back-order lines getbackorders
 * answers (spec part 1 §3): orders and their lines in the order the lines came.
 */
export function backorderTabs(lines: readonly BackorderLine[]): BackorderTab[] {
  const tabs = new Map<number, BackorderLine[]>();
  for (const line of lines) {
    const tab = tabs.get(line.orderNummer) ?? [];
    tab.push(line);
    tabs.set(line.orderNummer, tab);
  }
  return [...tabs].map(([orderNummer, orderLines]) => ({ orderNummer, lines: orderLines }));
}
