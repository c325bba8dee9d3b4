/** The Dutch of ./en.ts. */
export const messages = {
  callList: {
    title: 'Bellijst',
    load_more: 'Meer laden',
    load_failed: 'Dit blok kon niet worden geladen.',
    active: 'Actief',
    inactive: 'Wacht op validatie',
    vat_ok: 'Btw-nummer gecontroleerd',
    vat_not_ok: 'Btw-nummer niet gecontroleerd',
    columns: { active: 'Actief', delivery: 'Levering', debnr: 'Debiteurnummer', name: 'Naam', created: 'Aangemaakt', invoiceDate: 'Factuurdatum', vatOk: 'Btw ok', date: 'Datum' },
    blocks: {
      1: { title: 'Nieuwe klanten', definition: 'Klanten die maximaal 7 dagen geleden zijn aangemaakt' },
      2: { title: 'Laatste factuur 5–7 werkdagen geleden', definition: 'Klanten van wie de laatste factuur 5 tot 7 werkdagen geleden is' },
      3: { title: 'Laatste factuur 10–14 werkdagen geleden', definition: 'Klanten van wie de laatste factuur 10 tot 14 werkdagen geleden is' },
      4: { title: 'Laatste factuur 20–30 werkdagen geleden', definition: 'Klanten van wie de laatste factuur 20 tot 30 werkdagen geleden is' },
      6: { title: 'Klanten met maar 1 factuur', definition: 'Klanten die tot nu toe één keer gefactureerd zijn' },
    },
  },
};
