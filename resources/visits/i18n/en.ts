/** The visits screens (spec part 2 §3, §5); the spec's Dutch texts (messages, 'Aanmaken', 'Opslaan') stay as written. */
export const messages = {
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
  visits: { create_title: 'New showroom visit', edit_title: 'Showroom visit', cancel_visit: 'Cancel visit', calendar: 'Calendar (.ics)', week: 'Showroom week', week_totals: '%{people} people · %{lunch} lunch · %{stay} overnight', previous_week: 'Previous week', next_week: 'Next week', no_visits_day: 'No visits', cancel_confirm: 'Cancel the visit of %{name}?', customer_info: 'Customer', date_too_far: 'A visit can be planned at most %{years} years ahead' },
};
