/** The German of ./en.ts. */
export const messages = {
  callList: {
    title: 'Anrufliste',
    load_more: 'Mehr laden',
    load_failed: 'Dieser Block konnte nicht geladen werden.',
    active: 'Aktiv',
    inactive: 'Wartet auf Freigabe',
    vat_ok: 'USt-IdNr. geprüft',
    vat_not_ok: 'USt-IdNr. nicht geprüft',
    columns: { active: 'Aktiv', delivery: 'Lieferung', debnr: 'Debitorennummer', name: 'Name', created: 'Angelegt', invoiceDate: 'Rechnungsdatum', vatOk: 'USt ok', date: 'Datum' },
    blocks: {
      1: { title: 'Neue Kunden', definition: 'Kunden, die vor höchstens 7 Tagen angelegt wurden' },
      2: { title: 'Letzte Rechnung vor 5–7 Werktagen', definition: 'Kunden, deren letzte Rechnung 5 bis 7 Werktage zurückliegt' },
      3: { title: 'Letzte Rechnung vor 10–14 Werktagen', definition: 'Kunden, deren letzte Rechnung 10 bis 14 Werktage zurückliegt' },
      4: { title: 'Letzte Rechnung vor 20–30 Werktagen', definition: 'Kunden, deren letzte Rechnung 20 bis 30 Werktage zurückliegt' },
      6: { title: 'Kunden mit nur 1 Rechnung', definition: 'Kunden, die bisher einmal berechnet wurden' },
    },
  },
};
