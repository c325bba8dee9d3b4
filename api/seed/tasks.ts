import { actionName, RETENTION_REASONS } from '../../schemas/entities/task';
import type { Queryable } from '../db/database';
import { Calendar } from './calendar';
import { groupsOf } from './companies';
import type { SeedCustomer } from './customers';
import { insertRows } from './insert';
import type { CustomerSales } from './invoices';
import type { Random } from './prng';
import type { SeedUser } from './users';

type TaskType = 'BI Retention' | 'BI First Order' | 'geen_type' | 'belafspraak' | 'terugmailen';

const TYPES: readonly (readonly [TaskType, number])[] = [['BI Retention', 30], ['BI First Order', 15], ['geen_type', 15], ['belafspraak', 12], ['terugmailen', 8]];
const FREE_TASKS: Record<'geen_type' | 'belafspraak' | 'terugmailen', readonly (readonly [string, string, string])[]> = {
  geen_type: [['Prijsafspraak controleren', 'Klant meldt afwijkende prijzen op de laatste factuur.', 'Prijzen gelijktrekken met de afspraak'], ['Nieuwe collectie presenteren', 'Voorjaarscollectie laten zien bij het volgende bezoek.', 'Omzet planten verhogen']],
  belafspraak: [['Terugbellen over offerte', 'Klant wil de offerte voor het evenement telefonisch doornemen.', 'Offerte laten tekenen'], ['Afspraak showroombezoek', 'Bellen om een bezoek aan de showroom te plannen.', 'Bezoek inplannen']],
  terugmailen: [['Prijslijst terugmailen', 'Klant vraagt de actuele prijslijst per mail.', 'Prijslijst versturen'], ['Leveringsvoorwaarden mailen', 'Voorwaarden voor levering op zaterdag toesturen.', 'Voorwaarden bevestigen']],
};
const ACTIONS = ['Klant bellen', 'Offerte sturen', 'Bezoek plannen', 'Prijzen controleren', 'Terugkoppelen aan manager'];
const EVENT_MESSAGES: Record<string, string> = { Comment: 'Klant is vandaag niet bereikbaar, morgen opnieuw.', Action: 'Actie afgevinkt', 'Task update': 'Einddatum aangepast', 'Task viewed': '' };

interface TaskContext {
  users: readonly SeedUser[];
  /** Customers per user id: those whose account-manager code is the user's. */
  portfolios: ReadonlyMap<number, readonly SeedCustomer[]>;
  sales: ReadonlyMap<string, CustomerSales>;
  manager: SeedUser;
}

function biData(calendar: Calendar, customer: SeedCustomer, sales: CustomerSales | undefined, rng: Random) {
  return {
    salesAmount: (sales?.turnoverCents ?? 0) / 100,
    salesPercentile: rng.int(5, 95),
    articleGroup: customer.row.branche === 'Planten' ? 'PLANTS' : 'FLOWERS',
    article: customer.row.branche === 'Planten' ? 'Orchidee Phalaenopsis' : 'Roos Red Naomi',
    stemsQuantity: rng.int(50, 5000),
    stemsPercentile: rng.int(5, 95),
    creditAmount: (sales?.creditCents ?? 0) / 100,
    paid: customer.latePayer ? 'Nee' : 'Ja',
    riskOfLeaving: customer.row.risk_of_leaving,
    lastOrderDate: sales ? calendar.iso(sales.lastDay) : null,
    totalOrders: sales?.invoices ?? 0,
    averageInvoiceAmount: sales ? Math.round(sales.turnoverCents / sales.invoices) / 100 : 0,
    customerSince: customer.row.created,
  };
}

/** One task of a random type for an account manager (or the sales demo user), open or concluded. */
function task(rng: Random, calendar: Calendar, ctx: TaskContext, id: number, assignee: SeedUser) {
  const type = rng.weighted(TYPES);
  const portfolio = ctx.portfolios.get(assignee.id) ?? [];
  const fitting = portfolio.filter((c) =>
    type === 'BI Retention' ? c.rhythm.startsWith('stopped') || c.rhythm === 'lost' : type === 'BI First Order' ? ctx.sales.get(c.row.debnr)?.invoices === 1 : true,
  );
  const customer = rng.pick(fitting.length > 0 ? fitting : portfolio);
  const bi = type === 'BI Retention' || type === 'BI First Order';
  const start = calendar.today - rng.int(0, 40);
  const end = start + 7;
  const concluded = end < calendar.today - 10 ? rng.chance(0.7) : rng.chance(0.15);
  const reordered = type === 'BI Retention' && concluded && rng.chance(0.2);
  const reasons = type === 'BI Retention' && concluded && !reordered ? rng.sample(RETENTION_REASONS.slice(0, -1), rng.int(1, 3)) : [];
  const [title, description, objective] =
    type === 'BI Retention'
      ? [`Retentie ${customer.row.name}`, 'Klant bestelt minder dan gebruikelijk; bellen en de reden vastleggen.', 'Klant behouden']
      : type === 'BI First Order'
        ? [`Eerste bestelling ${customer.row.name}`, 'Nieuwe klant heeft voor het eerst besteld; tevredenheid navragen.', 'Tweede bestelling stimuleren']
        : rng.pick(FREE_TASKS[type]);
  const updater = concluded && !reordered ? assignee.azureId : null;
  const row = {
    id,
    title,
    description,
    debnr: customer.row.debnr,
    azure_id: assignee.azureId,
    created_by: bi ? null : rng.pick([assignee, ctx.manager]).azureId,
    start_date: calendar.iso(start),
    end_date: calendar.iso(end),
    task_type: type,
    urgency: rng.chance(0.15),
    real_context: objective,
    task_result_summary: concluded ? (reordered ? 'Klant heeft weer besteld' : rng.chance(0.15) ? 'False Alarm' : 'Klant gesproken, afspraken vastgelegd') : null,
    task_follow_up_summary: concluded ? (rng.chance(0.3) ? 'Over een maand opnieuw bellen' : 'Geen opvolging nodig') : null,
    notes: concluded ? 'Gesprek gevoerd met de eigenaar.' : '',
    concluded,
    to_be_followed_up: concluded && rng.chance(0.3),
    bi_id: bi ? 70_000 + id : null,
    closed_until: reasons.includes('Winkel tijdelijk gesloten') ? calendar.iso(calendar.today + rng.int(7, 60)) : null,
    assigned_date: calendar.timestamp(start, 6 * 60),
    weer_besteld: reordered,
    last_updater_azure_id: updater,
    last_update: updater ? calendar.timestamp(Math.min(end, calendar.today - 1), rng.int(8 * 60, 17 * 60)) : null,
    last_visit: rng.chance(0.6) ? calendar.timestamp(Math.min(start + rng.int(0, 5), calendar.today - 1), rng.int(8 * 60, 17 * 60)) : null,
    last_visit_azure_id: assignee.azureId,
    bi_data: bi ? biData(calendar, customer, ctx.sales.get(customer.row.debnr), rng) : null,
    is_afgehandeld: type === 'BI First Order' && concluded,
    is_archive: concluded && end < calendar.today - 30 && rng.chance(0.5),
    business_unit: groupsOf(customer.companyId).find((g) => g.groupCode === customer.row.group_code)!.groupName,
    existing_customer: type !== 'BI First Order',
    changed_account_manager: false,
    ratings:
      type === 'BI First Order' && concluded
        ? Object.fromEntries(['service', 'quality', 'price', 'webshop', 'transport'].map((k) => [k, { option: rng.int(4, 10), note: '' }]))
        : null,
  };
  return { row, reasons };
}

type SeedTask = ReturnType<typeof task>;

/**
 * About 80 tasks for the sales demo user and the account managers: BI retention and first-order tasks
 * on the customers that fit them, and free tasks; some overdue, some concluded or archived; with
 * follow-up actions and a timeline of events.
 */
export async function insertTasks(db: Queryable, rng: Random, calendar: Calendar, ctx: TaskContext): Promise<void> {
  const assignees = ctx.users.filter((u) => (ctx.portfolios.get(u.id) ?? []).length > 0);
  const sales = assignees.find((u) => u.email === 'sales@demo.test');
  const seeded: SeedTask[] = [];
  for (let id = 1; id <= 80; id++) seeded.push(task(rng, calendar, ctx, id, sales && rng.chance(0.4) ? sales : rng.pick(assignees)));
  const tasks = seeded.map((t) => t.row);
  await insertRows(db, 'tasks', {
    id: 'bigint', title: 'text', description: 'text', debnr: 'text', azure_id: 'uuid', created_by: 'uuid', start_date: 'date', end_date: 'date', task_type: 'text',
    urgency: 'bool', real_context: 'text', task_result_summary: 'text', task_follow_up_summary: 'text', notes: 'text', concluded: 'bool', to_be_followed_up: 'bool',
    bi_id: 'bigint', closed_until: 'date', assigned_date: 'timestamptz', weer_besteld: 'bool', last_updater_azure_id: 'uuid', last_update: 'timestamptz',
    last_visit: 'timestamptz', last_visit_azure_id: 'uuid', bi_data: 'jsonb', is_afgehandeld: 'bool', is_archive: 'bool', business_unit: 'text',
    existing_customer: 'bool', changed_account_manager: 'bool', ratings: 'jsonb',
  }, tasks);
  await db.query(`SELECT setval('tasks_id_seq', (SELECT max(id) FROM tasks))`);
  const actions: { task_id: number; name: string; title: string; checked: boolean; created_date: string; checked_date: string | null; checked_azure_id: string | null }[] = [];
  const events: { task_id: number; event_date: string; type: string; from_azure_id: string | null; to_azure_id: string | null; message: string }[] = [];
  for (const { row: t, reasons } of seeded) {
    const start = Calendar.dayOf(t.start_date);
    if (t.task_type === 'BI Retention') {
      // A retention task's reasons are its actions (spec part 2 §3, §9): every reason offered, the chosen ones checked.
      for (const title of RETENTION_REASONS) {
        const checked = reasons.includes(title);
        actions.push({ task_id: t.id, name: actionName(title), title, checked, created_date: t.assigned_date, checked_date: checked ? t.last_update : null, checked_azure_id: checked ? t.last_updater_azure_id : null });
      }
    } else if (!t.task_type.startsWith('BI')) {
      for (const title of rng.sample(ACTIONS, rng.int(0, 3))) {
        const checked = rng.chance(t.concluded ? 0.9 : 0.3);
        actions.push({ task_id: t.id, name: title.toLowerCase().replace(/ /g, '_'), title, checked, created_date: t.assigned_date, checked_date: checked ? calendar.timestamp(Math.min(start + 1, calendar.today - 1), 11 * 60) : null, checked_azure_id: checked ? t.azure_id : null });
      }
    }
    for (const type of rng.sample(Object.keys(EVENT_MESSAGES), rng.int(1, 4))) {
      events.push({ task_id: t.id, event_date: calendar.timestamp(Math.min(start + rng.int(0, 6), calendar.today - 1), rng.int(8 * 60, 17 * 60)), type, from_azure_id: t.azure_id, to_azure_id: t.created_by ?? ctx.manager.azureId, message: EVENT_MESSAGES[type] });
    }
  }
  await insertRows(db, 'task_actions', { task_id: 'bigint', name: 'text', title: 'text', checked: 'bool', created_date: 'timestamptz', checked_date: 'timestamptz', checked_azure_id: 'uuid' }, actions);
  await insertRows(db, 'task_events', { task_id: 'bigint', event_date: 'timestamptz', type: 'text', from_azure_id: 'uuid', to_azure_id: 'uuid', message: 'text' }, events);
}
