/** The German of ./en.ts. */
export const messages = {
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
  visits: { create_title: 'Neuer Showroom-Besuch', edit_title: 'Showroom-Besuch', cancel_visit: 'Besuch stornieren', calendar: 'Kalender (.ics)', week: 'Showroom-Woche', week_totals: '%{people} Personen · %{lunch} Mittagessen · %{stay} Übernachtung', previous_week: 'Vorige Woche', next_week: 'Nächste Woche', no_visits_day: 'Keine Besuche', cancel_confirm: 'Den Besuch von %{name} stornieren?', customer_info: 'Kunde', date_too_far: 'Ein Besuch kann höchstens %{years} Jahre im Voraus geplant werden' },
};
