import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import type { Article } from './catalog';
import type { SeedCustomer } from './customers';
import { BulkWriter, flushInOrder } from './insert';
import type { Random } from './prng';

interface OrderRow {
  order_number: number;
  debnr: string;
  order_date: string;
  delivery_date: string;
  type: 'order' | 'backorder';
  status: 'open' | 'delivered';
}

interface OrderLineRow {
  order_number: number;
  artnr: string;
  quantity: number;
  partij_prijs: number;
  amount: number;
}

interface ReservationRow {
  debnr: string;
  order_number: number;
  reserved_on: string;
  delivery_date: string;
  amount: number;
}

/** Order numbers of the webshop/back-office orders; reservations (written orders) have their own range. */
const FIRST_ORDER_NUMBER = 5_000_001;
const FIRST_RESERVATION_NUMBER = 8_000_001;

/**
 * Open back orders (about 15% of customers) and today's departures (about 10%; tenant 4 more, since
 * its customer screen shows the back-order menu only when today's turnover is above 0), plus tenant 4's
 * written orders reserved over the past 14 months for delivery up to 12 months ahead.
 */
export async function insertOrders(db: Queryable, rng: Random, calendar: Calendar, customers: readonly SeedCustomer[], articles: readonly Article[]): Promise<{ orders: number; reservations: number }> {
  const orders = new BulkWriter<OrderRow>(db, 'orders', { order_number: 'bigint', debnr: 'text', order_date: 'date', delivery_date: 'date', type: 'text', status: 'text' });
  const lines = new BulkWriter<OrderLineRow>(db, 'order_lines', { order_number: 'bigint', artnr: 'text', quantity: 'int', partij_prijs: 'numeric', amount: 'numeric' });
  const reservations = new BulkWriter<ReservationRow>(db, 'reservations', { debnr: 'text', order_number: 'bigint', reserved_on: 'date', delivery_date: 'date', amount: 'numeric' });
  let orderNumber = FIRST_ORDER_NUMBER;
  let reservationNumber = FIRST_RESERVATION_NUMBER;
  const addOrder = (debnr: string, orderDay: number, deliveryDay: number, type: OrderRow['type'], status: OrderRow['status']) => {
    const number = orderNumber++;
    orders.push({ order_number: number, debnr, order_date: calendar.iso(orderDay), delivery_date: calendar.iso(deliveryDay), type, status });
    for (let i = rng.int(1, 5); i > 0; i--) {
      const article = rng.pick(articles);
      const quantity = article.group === 'FLOWERS' ? rng.pick([20, 40, 50, 60, 100, 200]) : rng.int(1, 24);
      const price = Math.round(article.unitPrice * (0.9 + rng.next() * 0.3) * 100) / 100;
      lines.push({ order_number: number, artnr: article.artnr, quantity, partij_prijs: price, amount: Math.round(quantity * price * 100) / 100 });
    }
  };
  for (const customer of customers) {
    if (customer.row.inactive) continue;
    const { debnr } = customer.row;
    const deco = customer.companyId === 4;
    // The long tail orders a few times in two years: a tenth as often as the others.
    const often = customer.tail ? 0.1 : 1;
    if (rng.chance((deco ? 0.3 : 0.15) * often)) {
      for (let n = rng.int(1, 3); n > 0; n--) addOrder(debnr, calendar.today - rng.int(1, 20), calendar.today + rng.int(0, 10), 'backorder', 'open');
    }
    if (rng.chance((deco ? 0.35 : 0.1) * often)) addOrder(debnr, calendar.today - rng.int(1, 4), calendar.today, 'order', 'delivered');
    if (deco && rng.chance(0.5 * often)) {
      for (let n = rng.int(1, 5); n > 0; n--) {
        const reservedOn = calendar.today - rng.int(0, 425);
        reservations.push({
          debnr,
          order_number: reservationNumber++,
          reserved_on: calendar.iso(reservedOn),
          delivery_date: calendar.iso(Math.min(reservedOn + rng.int(14, 365), calendar.today + 365)),
          amount: rng.money(200, 8000),
        });
      }
    }
    await flushInOrder([orders, lines, reservations]);
  }
  await flushInOrder([orders, lines, reservations], true);
  return { orders: orderNumber - FIRST_ORDER_NUMBER, reservations: reservationNumber - FIRST_RESERVATION_NUMBER };
}
