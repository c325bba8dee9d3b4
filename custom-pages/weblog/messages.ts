import type { AreaMessages } from '../../ui/pageDefinition';

/** Texts of the weblog screen (/icrm/weblog). */
export const messages: AreaMessages = {
  en: {
    weblog: {
      title: 'Weblog',
      period: 'Webshop visits of the last 30 days',
      chart: { title: 'Visitors by day', visits: 'Visits', bought: 'Visits with a purchase' },
      table: { title: 'Visitors' },
      columns: {
        debnr: 'Debtor number',
        name: 'Name',
        logtime: 'Visited',
        lastOrderTime: 'Last order',
        difference: 'Difference (days)',
        commercialType: 'Commercial type',
        pagesVisited: 'Pages visited',
        daysCreated: 'Days created',
      },
      never_ordered: 'Never ordered',
      ordered_same_day: 'Ordered on the day of the visit',
    },
  },
  fr: {
    weblog: {
      title: 'Weblog',
      period: 'Visites de la boutique en ligne des 30 derniers jours',
      chart: { title: 'Visiteurs par jour', visits: 'Visites', bought: 'Visites avec achat' },
      table: { title: 'Visiteurs' },
      columns: {
        debnr: 'Numéro de débiteur',
        name: 'Nom',
        logtime: 'Visite',
        lastOrderTime: 'Dernière commande',
        difference: 'Écart (jours)',
        commercialType: 'Type commercial',
        pagesVisited: 'Pages visitées',
        daysCreated: 'Jours depuis la création',
      },
      never_ordered: 'Jamais commandé',
      ordered_same_day: 'A commandé le jour de la visite',
    },
  },
  nl: {
    weblog: {
      title: 'Weblog',
      period: 'Webshopbezoeken van de laatste 30 dagen',
      chart: { title: 'Bezoekers per dag', visits: 'Bezoeken', bought: 'Bezoeken met aankoop' },
      table: { title: 'Bezoekers' },
      columns: {
        debnr: 'Debiteurnummer',
        name: 'Naam',
        logtime: 'Bezocht',
        lastOrderTime: 'Laatste order',
        difference: 'Verschil (dagen)',
        commercialType: 'Commercieel type',
        pagesVisited: "Bezochte pagina's",
        daysCreated: 'Dagen aangemaakt',
      },
      never_ordered: 'Nooit besteld',
      ordered_same_day: 'Besteld op de dag van het bezoek',
    },
  },
  de: {
    weblog: {
      title: 'Weblog',
      period: 'Webshop-Besuche der letzten 30 Tage',
      chart: { title: 'Besucher pro Tag', visits: 'Besuche', bought: 'Besuche mit Kauf' },
      table: { title: 'Besucher' },
      columns: {
        debnr: 'Debitorennummer',
        name: 'Name',
        logtime: 'Besucht',
        lastOrderTime: 'Letzte Bestellung',
        difference: 'Differenz (Tage)',
        commercialType: 'Handelstyp',
        pagesVisited: 'Besuchte Seiten',
        daysCreated: 'Tage seit Anlage',
      },
      never_ordered: 'Nie bestellt',
      ordered_same_day: 'Am Tag des Besuchs bestellt',
    },
  },
};
