/** The French of ./en.ts. */
export const messages = {
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
  visits: { create_title: 'Nouvelle visite du showroom', edit_title: 'Visite du showroom', cancel_visit: 'Annuler la visite', calendar: 'Agenda (.ics)', week: 'Semaine du showroom', week_totals: '%{people} personnes · %{lunch} déjeuner · %{stay} nuitée', previous_week: 'Semaine précédente', next_week: 'Semaine suivante', no_visits_day: 'Aucune visite', cancel_confirm: 'Annuler la visite de %{name} ?', customer_info: 'Client', date_too_far: 'Une visite se planifie au plus %{years} ans à l\'avance' },
};
