import { AD_HOC, JDF_TYPES } from './shared';

/** The German of ./en.ts. */
export const messages = {
  exports: {
    from: 'Von', to: 'Bis', preview: 'Vorschau', quickDates: 'Schnelle Daten', download: 'Herunterladen', loading: 'Wird geladen', filters: 'Filter von %{table}',
    copied: '%{value} kopiert', branch: 'Filiale', company: 'Firma',
    presets: { yesterday: 'Gestern', thisWeek: 'Diese Woche', lastWeek: 'Letzte Woche', thisMonth: 'Dieser Monat', lastMonth: 'Letzter Monat', today: 'Heute', thisYear: 'Dieses Jahr', lastYear: 'Letztes Jahr' },
    columns: {
      ...AD_HOC, date: 'Datum', weekday: 'Tag', flowers: 'Blumen', plants: 'Pflanzen', deco: 'Deko', divers: 'Diverses', handling: 'Frais Prepa', voortxt: 'Lagertext', total: 'Summe',
      account: 'Konto', debnr: 'Kundennr.', department: 'Abteilung', invoice: 'Rechnungsnummer', dc: 'S/H', code: 'Code', article: 'Artikel', count: 'Anzahl', quantity: 'Menge',
      price: 'Preis', volume: 'Volumen', statnr: 'Statistiknummer', origin: 'Ursprungsland', provenance: 'Herkunftsland', pieces: 'Stück', value: 'Wert',
    },
    cnc: { title: 'Click & Collect-Export' },
    stock: { title: 'Bestandsexport', send: 'An die Buchhaltung senden', sent: 'Bestandsexport an die Buchhaltung gesendet' },
    quadra: { title: 'Buchhaltungsexport', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} Fehler |||| %{smart_count} Fehler', faultsTitle: 'Fehler' },
    adhoc: { title: 'Ad-hoc-Export' },
    jdf: { title: 'JDF-Export', mail: 'Mail an die Fakturierung', perDebnr: 'Dokumente pro Kunde', types: JDF_TYPES },
    purchase: { title: 'Einkaufsübersicht', customers: 'Kunden', orders: 'Auftragszeilen', volume: 'Volumen %{volume} m³', choose: 'Wählen Sie einen Kunden.' },
    api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Callcenter', flowerplace: 'Flowerplace', send: 'Senden', name: 'Name', description: 'Beschreibung', none: 'Keine Einträge eingerichtet', sent: '%{name} gesendet' },
    deb: { title: 'DEB-Export', importation: 'Importation DEB', expedition: 'Expedition DEB', enterDebnr: 'Kundennummer eingeben' },
  },
};
