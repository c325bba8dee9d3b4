import type { AreaMessages } from '../../ui/pageDefinition';

export const messages: AreaMessages = {
  en: {
    callList: {
      title: 'Call list',
      load_more: 'Load more',
      load_failed: 'This block could not be loaded.',
      active: 'Active',
      inactive: 'Awaiting validation',
      vat_ok: 'VAT number verified',
      vat_not_ok: 'VAT number not verified',
      columns: { active: 'Active', delivery: 'Delivery', debnr: 'Debtor number', name: 'Name', created: 'Created', invoiceDate: 'Invoice date', vatOk: 'VAT ok', date: 'Date' },
      blocks: {
        1: { title: 'New customers', definition: 'Customers created up to 7 days ago' },
        2: { title: 'Last invoice 5–7 weekdays ago', definition: 'Customers whose last invoice was 5 to 7 weekdays ago' },
        3: { title: 'Last invoice 10–14 weekdays ago', definition: 'Customers whose last invoice was 10 to 14 weekdays ago' },
        4: { title: 'Last invoice 20–30 weekdays ago', definition: 'Customers whose last invoice was 20 to 30 weekdays ago' },
        6: { title: 'Customers with only 1 invoice', definition: 'Customers invoiced once so far' },
      },
    },
  },
  fr: {
    callList: {
      title: "Liste d'appels",
      load_more: 'Afficher plus',
      load_failed: "Ce bloc n'a pas pu être chargé.",
      active: 'Actif',
      inactive: 'En attente de validation',
      vat_ok: 'Numéro de TVA vérifié',
      vat_not_ok: 'Numéro de TVA non vérifié',
      columns: { active: 'Actif', delivery: 'Livraison', debnr: 'Numéro de débiteur', name: 'Nom', created: 'Créé le', invoiceDate: 'Date de facture', vatOk: 'TVA ok', date: 'Date' },
      blocks: {
        1: { title: 'Nouveaux clients', definition: "Clients créés il y a 7 jours au plus" },
        2: { title: 'Dernière facture il y a 5 à 7 jours ouvrés', definition: 'Clients dont la dernière facture date de 5 à 7 jours ouvrés' },
        3: { title: 'Dernière facture il y a 10 à 14 jours ouvrés', definition: 'Clients dont la dernière facture date de 10 à 14 jours ouvrés' },
        4: { title: 'Dernière facture il y a 20 à 30 jours ouvrés', definition: 'Clients dont la dernière facture date de 20 à 30 jours ouvrés' },
        6: { title: "Clients avec une seule facture", definition: "Clients facturés une seule fois jusqu'ici" },
      },
    },
  },
  nl: {
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
  },
  de: {
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
  },
};
