import { COMPANY_IDS, type CompanyId } from '../../schemas/companies';
import type { Queryable } from '../db/database';
import { address } from './addresses';
import type { Calendar } from './calendar';
import { COUNTRY_WEIGHTS } from './companies';
import type { SeedCustomer } from './customers';
import { insertRows } from './insert';
import { person, slug } from './people';
import type { Random } from './prng';
import { shopName } from './shops';
import type { AccountManager, SeedUser } from './users';
import { vatNumber } from './vat';

type LeadState = 'new' | 'assigned' | 'validated' | 'exported' | 'returned' | 'archived' | 'deleted';

const STATES: readonly (readonly [LeadState, number])[] = [['new', 14], ['assigned', 12], ['validated', 10], ['exported', 12], ['returned', 5], ['archived', 4], ['deleted', 3]];
const TEMPLATE_KINDS = ['Fleuriste standaard', 'Tuincentrum', 'Evenementen', 'Webshop', 'Export', 'Supermarkt'] as const;
const SOURCES = ['Website', 'Beurs', 'Telefonisch', 'Marketinglijst', 'Showroom'] as const;

interface Template {
  template_debnr: string;
  template_name: string;
  company_id: number;
}

/** Template debtor numbers sit above the customers' range (100000-950000). */
function buildTemplates(): Template[] {
  return COMPANY_IDS.flatMap((companyId, c) =>
    TEMPLATE_KINDS.slice(0, companyId === 1 || companyId === 4 ? 6 : 4).map((kind, i) => ({ template_debnr: String(990_000 + c * 10 + i), template_name: `${kind} ${companyId}`, company_id: companyId })),
  );
}

interface LeadContext {
  templates: readonly Template[];
  managers: readonly AccountManager[];
  creators: readonly SeedUser[];
  manager: SeedUser;
}

/** One lead in a random state; `previous` (an earlier lead) may lend its e-mail or VAT number. */
function lead(rng: Random, calendar: Calendar, ctx: LeadContext, previous: { email: string; btwnrdeb: string } | undefined) {
  const companyId: CompanyId = rng.weighted([[1, 30], [2, 10], [3, 8], [4, 8], [5, 6], [7, 4], [8, 4]]);
  const country = rng.weighted(COUNTRY_WEIGHTS[companyId]);
  const place = address(rng, country);
  const owner = person(rng, place.style);
  const name = shopName(rng, place.style, owner, place.city);
  const state = rng.weighted(STATES);
  const created = calendar.today - rng.int(1, 60);
  const am = rng.pick(ctx.managers.filter((m) => m.companyId === companyId));
  const validated = state === 'validated' || state === 'exported';
  const template = state === 'archived' ? 'ARCHIVE' : state === 'new' && rng.chance(0.3) ? '' : rng.pick(ctx.templates.filter((t) => t.company_id === companyId)).template_debnr;
  const vat = vatNumber(rng, country);
  // Now and then the back office has not filled everything yet: the validation dialog then says what is missing.
  const backOffice = validated ? rng.chance(0.85) : rng.chance(0.5);
  const viesValid = rng.chance(0.6) ? rng.chance(0.85) : null;
  return {
    company_id: companyId,
    // A few leads repeat an earlier lead's e-mail or VAT number: the duplicate dialogs need them.
    email: previous && rng.chance(0.08) ? previous.email : `${slug(owner.first)}@${slug(name).slice(0, 20)}.${country === 'uk' ? 'co.uk' : country}`,
    btwnrdeb: previous && rng.chance(0.08) ? previous.btwnrdeb : vat.vat,
    debnr: null as string | null,
    debnaam: name,
    debadres: place.street,
    debpc: place.zipcode,
    debplaats: place.city,
    debcont: owner.full,
    debtfnr: place.phone,
    debmobiel: place.mobile,
    password: slug(owner.last).slice(0, 6) + rng.digits(4),
    transcod: String(rng.int(1, 40)),
    template,
    findebnr: '',
    kvk: vat.registration,
    deblandcod: country.toUpperCase(),
    debtext: rng.pick(['Nieuwe winkel, opening volgende maand.', 'Gesproken op de beurs.', 'Vraagt om een proefbestelling.', 'Overname van een bestaande zaak.']),
    acctmngr_note: state === 'returned' ? 'iCRM Note : Klant is al klant bij een zusterbedrijf' : state === 'archived' ? 'iCRM Note : Geen interesse meer' : '',
    vies_valid: viesValid,
    vies_name: viesValid ? name.toUpperCase() : null,
    vies_address: viesValid ? `${place.street}, ${place.zipcode} ${place.city}` : null,
    vies_vat: viesValid === null ? null : vat.vat,
    acctmngr_validated: validated ? 1 : 0,
    validated_date: validated ? calendar.timestamp(Math.min(created + rng.int(0, 3), calendar.today - 1), rng.int(8 * 60, 17 * 60)) : null,
    fs_exported: state === 'exported' ? 1 : 0,
    fs_exported_date: state === 'exported' ? calendar.timestamp(Math.min(created + rng.int(3, 6), calendar.today - 1), rng.int(8 * 60, 17 * 60)) : null,
    form_source: `Form source : ${rng.pick(SOURCES)}`,
    icrm_created: calendar.timestamp(created, rng.int(7 * 60, 18 * 60)),
    created_by_azure_id: rng.pick(ctx.creators).azureId,
    validated_by: validated ? am.user.name : null,
    manager_name: state === 'new' ? null : ctx.manager.name,
    assigned_azure_id: state === 'new' || state === 'returned' ? null : am.user.azureId,
    manager_azure_id: state === 'returned' ? 'RETURNED' : state === 'new' ? null : ctx.manager.azureId,
    acctmngr: state === 'new' ? null : am.code,
    defkarloc: backOffice ? rng.pick(['A1', 'B2', 'C3']) : '',
    dooslocatie: backOffice ? rng.pick(['Hal 1', 'Hal 2', 'Koelcel']) : '',
    transp_id: backOffice ? rng.int(1, 40) : 0,
    inpak_bproces: backOffice ? rng.pick(['Standaard', 'Emmer', 'Doos']) : '',
    doosvulfc: backOffice ? rng.pick(['Vol', 'Half', 'Gemengd']) : '',
    // Some exported leads still wait for activation as new customers.
    inactief: state !== 'exported' || rng.chance(0.5),
    welcome_discount: validated ? rng.chance(0.5) : null,
    deleted_at: state === 'deleted' ? calendar.timestamp(created + 1, 10 * 60) : null,
    delete_note: state === 'deleted' ? 'Dubbel ingevoerd' : null,
  };
}

type LeadRow = ReturnType<typeof lead>;

/**
 * About 60 leads over the last 60 days in every state (new, assigned, validated, exported, returned to
 * the manager, archived, deleted), some sharing an e-mail address or VAT number so the duplicate
 * warnings show; lead templates per company; favourite templates of the sales demo user.
 */
export async function insertLeads(db: Queryable, rng: Random, calendar: Calendar, users: readonly SeedUser[], managers: readonly AccountManager[], customers: readonly SeedCustomer[]): Promise<void> {
  const templates = buildTemplates();
  await insertRows(db, 'lead_templates', { template_debnr: 'text', template_name: 'text', company_id: 'int' }, templates);
  const sales = users.find((u) => u.email === 'sales@demo.test')!;
  const manager = users.find((u) => u.email === 'manager@demo.test')!;
  await insertRows(db, 'favourite_templates', { azure_id: 'uuid', template_debnr: 'text' }, templates.filter((t) => t.company_id === 1).slice(0, 3).map((t) => ({ azure_id: sales.azureId, template_debnr: t.template_debnr })));
  const fresh = customers.filter((c) => c.rhythm === 'new');
  const rows: LeadRow[] = [];
  for (let i = 0; i < 60; i++) {
    const row = lead(rng, calendar, { templates, managers, creators: [sales, manager], manager }, rows[rng.int(0, rows.length - 1)]);
    // Exported leads became customers: the ones created in the last days.
    if (row.fs_exported === 1) row.debnr = fresh.find((c) => c.companyId === row.company_id && !rows.some((r) => r.debnr === c.row.debnr))?.row.debnr ?? null;
    rows.push(row);
  }
  await insertRows(db, 'leads', {
    company_id: 'int', email: 'text', btwnrdeb: 'text', debnr: 'text', debnaam: 'text', debadres: 'text', debpc: 'text', debplaats: 'text', debcont: 'text',
    debtfnr: 'text', debmobiel: 'text', password: 'text', transcod: 'text', template: 'text', findebnr: 'text', kvk: 'text', deblandcod: 'text', debtext: 'text',
    acctmngr_note: 'text', vies_valid: 'bool', vies_name: 'text', vies_address: 'text', vies_vat: 'text', acctmngr_validated: 'int', validated_date: 'timestamptz', fs_exported: 'int', fs_exported_date: 'timestamptz',
    form_source: 'text', icrm_created: 'timestamptz', created_by_azure_id: 'uuid', validated_by: 'text', manager_name: 'text', assigned_azure_id: 'uuid',
    manager_azure_id: 'text', acctmngr: 'text', defkarloc: 'text', dooslocatie: 'text', transp_id: 'int', inpak_bproces: 'text', doosvulfc: 'text',
    inactief: 'bool', welcome_discount: 'bool', deleted_at: 'timestamptz', delete_note: 'text',
  }, rows);
}
