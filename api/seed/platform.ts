import { COMPANIES, COMPANY_IDS } from '../../schemas/companies';
import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import { insertRows } from './insert';
import type { Random } from './prng';

/**
 * The export and API pages' entries (type may list several, comma-separated). The browser follows each
 * entry's link (spec part 2 §7), so a download entry links to the api's file and a send entry to its send.
 */
const API_ENTRIES = [
  ['Enalyzer klanttevredenheid', 'Klanten met een levering van gisteren voor de tevredenheidsenquête', 1, 'download_enalyzer', '/api/files/enalyzer/vdp'],
  ['Enalyzer Dexx', 'Enquête-export van de klanten van Dexx Drive', 2, 'download_enalyzer', '/api/files/enalyzer/dexx'],
  ['Omzet per klant', 'Dagelijkse omzet per klant naar de verkoopleiding', 1, 'send_excel', '/api/send/excel/turnover'],
  ['Openstaande posten', 'Openstaande posten per debiteur voor de financiële afdeling', 5, 'download_excel', '/api/files/excel/openitems'],
  ['Nieuwe klanten', 'Klanten aangemaakt in de laatste 30 dagen', 3, 'download_excel', '/api/files/excel/newcustomers'],
  ['Nieuwe klanten per mail', 'Klanten aangemaakt in de laatste 30 dagen, naar wie erom vraagt', 3, 'send_excel', '/api/send/excel/newcustomers'],
  ['Artikelverkoop', 'Verkochte stelen per artikelgroep', 4, 'download_excel', '/api/files/excel/articles'],
  ['Callcenter VDP', 'Belijst van klanten die deze week nog niet bestelden', 1, 'send_callcenter,download_callcenter', 'vdp'],
  ['Callcenter Greenflor', 'Belijst van Greenflor', 3, 'send_callcenter,download_callcenter', 'greenflor'],
  ['Callcenter Roobos', 'Belijst van Roobos', 8, 'send_callcenter,download_callcenter', 'roobos'],
  ['Flowerplace', 'Marktplaats-export (csv)', 7, 'download_flowerplace', '/api/DownloadFlowerPlaceExportTable'],
] as const;

/**
 * Platform rows: monthly targets per company for last year and this year, the nightly data import
 * (today 05:30 local time), the email provider's status (operational) and the API entries.
 */
export async function insertPlatform(db: Queryable, rng: Random, calendar: Calendar): Promise<void> {
  const year = calendar.year(calendar.today);
  await insertRows(
    db,
    'targets',
    { company_id: 'int', year: 'int', turnover_percent: 'numeric', margin_percent: 'numeric' },
    COMPANY_IDS.flatMap((company_id) => [year - 1, year].map((y) => ({ company_id, year: y, turnover_percent: rng.int(6, 16) / 2, margin_percent: rng.int(40, 60) / 2 }))),
  );
  // The import runs at 05:30 Amsterdam time; PostgreSQL resolves the zone name (summer or winter time).
  await insertRows(db, 'data_imports', { import_finished: 'timestamptz' }, [{ import_finished: `${calendar.iso(calendar.today)} 05:30:00 Europe/Amsterdam` }]);
  await insertRows(
    db,
    'provider_status_updates',
    { current_status: 'text', title: 'text', start_date: 'timestamptz', details: 'text' },
    [
      { current_status: 'Degraded Performance', title: 'Delays in campaign sending', start_date: calendar.timestamp(calendar.today - 9, 13 * 60), details: 'Some campaigns are queued for up to 30 minutes.' },
      { current_status: 'Operational', title: 'All systems operational', start_date: calendar.timestamp(calendar.today - 8, 16 * 60), details: 'Campaign sending is back to normal.' },
    ],
  );
  await insertRows(
    db,
    'api_entries',
    { name: 'text', description: 'text', company_name: 'text', type: 'text', link: 'text', finadmin: 'text' },
    API_ENTRIES.map(([name, description, company, type, link]) => ({ name, description, company_name: COMPANIES[company], type, link, finadmin: String(company) })),
  );
}
