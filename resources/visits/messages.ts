import type { AreaMessages } from '../../ui/pageDefinition';

/** The visits screens (spec part 2 §3, §5); the spec's Dutch texts (messages, 'Aanmaken', 'Opslaan') stay as written. */
export const messages: AreaMessages = {
  en: {
    resources: {
      visits: {
        name: 'Showroom visits',
        fields: {
          visitId: 'Edit', debtorNumber: 'Customer', debtorName: 'Name', visitDate: 'Visit date', timeOfArrival: 'Time of arrival', durationOfStay: 'Duration of stay',
          debtorEmailAddress: 'Alternate customer email', debtorPhone: 'Mobile', arrangeLunch: 'Lunch', arrangeStay: 'Overnight stay', amountOfPeople: 'Number of people',
          particularities: 'Particularities', salesmanName: 'Salesman', status: 'Status',
        },
      },
    },
    visits: { create_title: 'New showroom visit', edit_title: 'Showroom visit', cancel_visit: 'Cancel visit', calendar: 'Calendar (.ics)', week: 'Showroom week', week_totals: '%{people} people · %{lunch} lunch · %{stay} overnight', previous_week: 'Previous week', next_week: 'Next week', no_visits_day: 'No visits', cancel_confirm: 'Cancel the visit of %{name}?', customer_info: 'Customer' },
  },
  fr: {
    resources: {
      visits: {
        name: 'Visites du showroom',
        fields: {
          visitId: 'Modifier', debtorNumber: 'Client', debtorName: 'Nom', visitDate: 'Date de visite', timeOfArrival: "Heure d'arrivée", durationOfStay: 'Durée du séjour',
          debtorEmailAddress: 'Autre e-mail du client', debtorPhone: 'Mobile', arrangeLunch: 'Déjeuner', arrangeStay: 'Nuitée', amountOfPeople: 'Nombre de personnes',
          particularities: 'Particularités', salesmanName: 'Commercial', status: 'Statut',
        },
      },
    },
    visits: { create_title: 'Nouvelle visite du showroom', edit_title: 'Visite du showroom', cancel_visit: 'Annuler la visite', calendar: 'Agenda (.ics)', week: 'Semaine du showroom', week_totals: '%{people} personnes · %{lunch} déjeuner · %{stay} nuitée', previous_week: 'Semaine précédente', next_week: 'Semaine suivante', no_visits_day: 'Aucune visite', cancel_confirm: 'Annuler la visite de %{name} ?', customer_info: 'Client' },
  },
  nl: {
    resources: {
      visits: {
        name: 'Showroombezoeken',
        fields: {
          visitId: 'Wijzigen', debtorNumber: 'Klant', debtorName: 'Naam', visitDate: 'Bezoekdatum', timeOfArrival: 'Tijd van aankomst', durationOfStay: 'Tijd van verblijf',
          debtorEmailAddress: 'Alternatief e-mailadres klant', debtorPhone: 'Mobiel', arrangeLunch: 'Lunch', arrangeStay: 'Overnachting', amountOfPeople: 'Aantal personen',
          particularities: 'Bijzonderheden', salesmanName: 'Verkoper', status: 'Status',
        },
      },
    },
    visits: { create_title: 'Nieuw showroombezoek', edit_title: 'Showroombezoek', cancel_visit: 'Bezoek annuleren', calendar: 'Agenda (.ics)', week: 'Showroomweek', week_totals: '%{people} personen · %{lunch} lunch · %{stay} overnachting', previous_week: 'Vorige week', next_week: 'Volgende week', no_visits_day: 'Geen bezoeken', cancel_confirm: 'Het bezoek van %{name} annuleren?', customer_info: 'Klant' },
  },
  de: {
    resources: {
      visits: {
        name: 'Showroom-Besuche',
        fields: {
          visitId: 'Bearbeiten', debtorNumber: 'Kunde', debtorName: 'Name', visitDate: 'Besuchsdatum', timeOfArrival: 'Ankunftszeit', durationOfStay: 'Aufenthaltsdauer',
          debtorEmailAddress: 'Alternative Kunden-E-Mail', debtorPhone: 'Mobil', arrangeLunch: 'Mittagessen', arrangeStay: 'Übernachtung', amountOfPeople: 'Anzahl Personen',
          particularities: 'Besonderheiten', salesmanName: 'Verkäufer', status: 'Status',
        },
      },
    },
    visits: { create_title: 'Neuer Showroom-Besuch', edit_title: 'Showroom-Besuch', cancel_visit: 'Besuch stornieren', calendar: 'Kalender (.ics)', week: 'Showroom-Woche', week_totals: '%{people} Personen · %{lunch} Mittagessen · %{stay} Übernachtung', previous_week: 'Vorige Woche', next_week: 'Nächste Woche', no_visits_day: 'Keine Besuche', cancel_confirm: 'Den Besuch von %{name} stornieren?', customer_info: 'Kunde' },
  },
};
