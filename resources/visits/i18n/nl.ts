/** The Dutch of ./en.ts. */
export const messages = {
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
  visits: { create_title: 'Nieuw showroombezoek', edit_title: 'Showroombezoek', cancel_visit: 'Bezoek annuleren', calendar: 'Agenda (.ics)', week: 'Showroomweek', week_totals: '%{people} personen · %{lunch} lunch · %{stay} overnachting', previous_week: 'Vorige week', next_week: 'Volgende week', no_visits_day: 'Geen bezoeken', cancel_confirm: 'Het bezoek van %{name} annuleren?', customer_info: 'Klant', date_too_far: 'Een bezoek kan hoogstens %{years} jaar vooruit worden gepland' },
};
