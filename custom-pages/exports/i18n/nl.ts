import { AD_HOC, JDF_TYPES } from './shared';

/** The Dutch of ./en.ts. */
export const messages = {
  exports: {
    from: 'Van', to: 'Tot', preview: 'Voorbeeld', quickDates: 'Snelle datums', download: 'Downloaden', loading: 'Laden', filters: 'Filters van %{table}',
    copied: '%{value} gekopieerd', branch: 'Vestiging', company: 'Bedrijf',
    presets: { yesterday: 'Gisteren', thisWeek: 'Deze week', lastWeek: 'Vorige week', thisMonth: 'Deze maand', lastMonth: 'Vorige maand', today: 'Vandaag', thisYear: 'Dit jaar', lastYear: 'Vorig jaar' },
    columns: {
      ...AD_HOC, date: 'Datum', weekday: 'Dag', flowers: 'Bloemen', plants: 'Planten', deco: 'Deco', divers: 'Divers', handling: 'Frais Prepa', voortxt: 'Voorraadtekst', total: 'Totaal',
      account: 'Rekening', debnr: 'Debnr', department: 'Afdeling', invoice: 'Factuurnummer', dc: 'D/C', code: 'Code', article: 'Artikel', count: 'Aantal', quantity: 'Aantal',
      price: 'Prijs', volume: 'Volume', statnr: 'Statistieknummer', origin: 'Land van oorsprong', provenance: 'Land van herkomst', pieces: 'Stuks', value: 'Waarde',
    },
    cnc: { title: 'Click & collect-export' },
    stock: { title: 'Voorraadexport', send: 'Naar de boekhouding sturen', sent: 'Voorraadexport naar de boekhouding verstuurd' },
    quadra: { title: 'Boekhoudexport', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} fout |||| %{smart_count} fouten', faultsTitle: 'Fouten' },
    adhoc: { title: 'Ad-hocexport' },
    jdf: { title: 'JDF-export', mail: 'Mail facturatie', perDebnr: 'Documenten per debnr', types: JDF_TYPES },
    purchase: { title: 'Inkoopoverzicht', customers: 'Klanten', orders: 'Orderregels', volume: 'Volume %{volume} m³', choose: 'Kies een klant.' },
    api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Callcenter', flowerplace: 'Flowerplace', send: 'Versturen', name: 'Naam', description: 'Omschrijving', none: 'Geen items ingesteld', sent: '%{name} verstuurd' },
    deb: { title: 'DEB-export', importation: 'Importation DEB', expedition: 'Expedition DEB', enterDebnr: 'Vul een debnr in' },
  },
};
