import type { AreaMessages } from '../../ui/pageDefinition';
import { EXPORT_MESSAGES } from '../../schemas/entities/exportTexts';

/** The legacy column names of the ad-hoc export and the spec's file-type names stay as written in every language. */
const AD_HOC = { mvcodcli: 'mvcodcli', mvdatdoc: 'mvdatdoc', mvnumdoc: 'mvnumdoc', mvcodart: 'mvcodart', mvaspest: 'mvaspest', mvdesart: 'mvdesart', mvcodiva: 'mvcodiva', mvvalrig: 'mvvalrig' };
const JDF_TYPES = { FACTURE: 'FACTURE', FUST: 'FUST', TRANSPORT: 'TRANSPORT', CATALOGUE: 'CATALOGUE' };

/** Export and API pages (spec part 2 §2, §4, §5, §8). */
export const messages: AreaMessages = {
  en: {
    exports: {
      from: 'From', to: 'To', preview: 'Preview', quickDates: 'Quick dates', download: 'Download', loading: 'Loading', filters: 'Filters of %{table}',
      copied: '%{value} copied', branch: 'Branch', company: 'Company',
      presets: { yesterday: 'Yesterday', thisWeek: 'This week', lastWeek: 'Last week', thisMonth: 'This month', lastMonth: 'Last month', today: 'Today', thisYear: 'This year', lastYear: 'Last year' },
      columns: {
        ...AD_HOC, date: 'Date', weekday: 'Day', flowers: 'Flowers', plants: 'Plants', deco: 'Deco', divers: 'Divers', handling: 'Frais Prepa', voortxt: 'Stock label', total: 'Total',
        account: 'Account', debnr: 'Debnr', department: 'Department', invoice: 'Invoice number', dc: 'D/C', code: 'Code', article: 'Article', count: 'Count', quantity: 'Qty',
        price: 'Price', volume: 'Volume', statnr: 'Stat. number', origin: 'Country of origin', provenance: 'Country of provenance', pieces: 'Pieces', value: 'Value',
      },
      cnc: { title: 'Click & collect export' },
      stock: { title: 'Stock export', send: 'Send to accounting', sent: 'Stock export sent to %{to}' },
      quadra: { title: 'Accounting export', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} fault |||| %{smart_count} faults', faultsTitle: 'Faults' },
      adhoc: { title: 'Ad hoc export' },
      jdf: { title: 'JDF export', mail: 'Mail invoicing', perDebnr: 'Documents per debnr', types: JDF_TYPES },
      purchase: { title: 'Purchase overview', customers: 'Customers', orders: 'Order lines', volume: 'Volume %{volume} m³', choose: 'Choose a customer.' },
      api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Callcenter', flowerplace: 'Flowerplace', send: 'Send', name: 'Name', description: 'Description', none: 'No entries configured' },
      deb: { title: 'DEB export', importation: 'Importation DEB', expedition: 'Expedition DEB', enterDebnr: EXPORT_MESSAGES.enterDebnr },
    },
  },
  fr: {
    exports: {
      from: 'Du', to: 'Au', preview: 'Aperçu', quickDates: 'Dates rapides', download: 'Télécharger', loading: 'Chargement', filters: 'Filtres de %{table}',
      copied: '%{value} copié', branch: 'Agence', company: 'Société',
      presets: { yesterday: 'Hier', thisWeek: 'Cette semaine', lastWeek: 'Semaine dernière', thisMonth: 'Ce mois', lastMonth: 'Mois dernier', today: "Aujourd'hui", thisYear: 'Cette année', lastYear: 'Année dernière' },
      columns: {
        ...AD_HOC, date: 'Date', weekday: 'Jour', flowers: 'Fleurs', plants: 'Plantes', deco: 'Déco', divers: 'Divers', handling: 'Frais Prepa', voortxt: 'Libellé de stock', total: 'Total',
        account: 'Compte', debnr: 'Code client', department: 'Département', invoice: 'N° de facture', dc: 'D/C', code: 'Code', article: 'Article', count: 'Nombre', quantity: 'Qté',
        price: 'Prix', volume: 'Volume', statnr: 'N° statistique', origin: "Pays d'origine", provenance: 'Pays de provenance', pieces: 'Pièces', value: 'Valeur',
      },
      cnc: { title: 'Export click & collect' },
      stock: { title: 'Export du stock', send: 'Envoyer à la comptabilité', sent: 'Export du stock envoyé à %{to}' },
      quadra: { title: 'Export comptable', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} anomalie |||| %{smart_count} anomalies', faultsTitle: 'Anomalies' },
      adhoc: { title: 'Export ad hoc' },
      jdf: { title: 'Export JDF', mail: 'E-mail à la facturation', perDebnr: 'Documents par client', types: JDF_TYPES },
      purchase: { title: 'Aperçu des achats', customers: 'Clients', orders: 'Lignes de commande', volume: 'Volume %{volume} m³', choose: 'Choisissez un client.' },
      api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Centre d’appels', flowerplace: 'Flowerplace', send: 'Envoyer', name: 'Nom', description: 'Description', none: 'Aucune entrée configurée' },
      deb: { title: 'Export DEB', importation: 'Importation DEB', expedition: 'Expédition DEB', enterDebnr: 'Saisissez le code client' },
    },
  },
  nl: {
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
      stock: { title: 'Voorraadexport', send: 'Naar de boekhouding sturen', sent: 'Voorraadexport verstuurd naar %{to}' },
      quadra: { title: 'Boekhoudexport', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} fout |||| %{smart_count} fouten', faultsTitle: 'Fouten' },
      adhoc: { title: 'Ad-hocexport' },
      jdf: { title: 'JDF-export', mail: 'Mail facturatie', perDebnr: 'Documenten per debnr', types: JDF_TYPES },
      purchase: { title: 'Inkoopoverzicht', customers: 'Klanten', orders: 'Orderregels', volume: 'Volume %{volume} m³', choose: 'Kies een klant.' },
      api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Callcenter', flowerplace: 'Flowerplace', send: 'Versturen', name: 'Naam', description: 'Omschrijving', none: 'Geen items ingesteld' },
      deb: { title: 'DEB-export', importation: 'Importation DEB', expedition: 'Expedition DEB', enterDebnr: 'Vul een debnr in' },
    },
  },
  de: {
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
      stock: { title: 'Bestandsexport', send: 'An die Buchhaltung senden', sent: 'Bestandsexport an %{to} gesendet' },
      quadra: { title: 'Buchhaltungsexport', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} Fehler |||| %{smart_count} Fehler', faultsTitle: 'Fehler' },
      adhoc: { title: 'Ad-hoc-Export' },
      jdf: { title: 'JDF-Export', mail: 'Mail an die Fakturierung', perDebnr: 'Dokumente pro Kunde', types: JDF_TYPES },
      purchase: { title: 'Einkaufsübersicht', customers: 'Kunden', orders: 'Auftragszeilen', volume: 'Volumen %{volume} m³', choose: 'Wählen Sie einen Kunden.' },
      api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Callcenter', flowerplace: 'Flowerplace', send: 'Senden', name: 'Name', description: 'Beschreibung', none: 'Keine Einträge eingerichtet' },
      deb: { title: 'DEB-Export', importation: 'Importation DEB', expedition: 'Expedition DEB', enterDebnr: 'Kundennummer eingeben' },
    },
  },
};
