/** The Dutch of ./en.ts. */
export const messages = {
  resources: {
    tasksOverview: { name: 'Takenoverzicht', fields: { title: 'Titel', debnr: 'Klantnummer', debnaam: 'Klant', debland: 'Land', businessUnit: 'Business unit', accountManager: 'Accountmanager', endDate: 'Einddatum', taskType: 'Type', concluded: 'Afgerond' } },
    taskArchive: { name: 'Takenarchief', fields: { title: 'Titel', debnr: 'Klantnummer', debnaam: 'Klant', debland: 'Land', businessUnit: 'Business unit', accountManager: 'Accountmanager', endDate: 'Einddatum', taskType: 'Type', concluded: 'Afgerond' } },
    tasks: {
      name: 'Taken',
      fields: {
        title: 'Titel', description: 'Beschrijving', debnr: 'Klantnummer', debnaam: 'Klant', accountManager: 'Accountmanager', startDate: 'Startdatum', endDate: 'Einddatum',
        taskType: 'Type', urgency: 'Urgent', concluded: 'Afgerond', realContext: 'Doel', notes: 'Notities', closedUntil: 'Gesloten tot',
      },
    },
  },
  tasks: {
    show_others: 'Taken van anderen', assign_flag: 'Accountmanagers toewijzen', create_title: 'Nieuwe taak', comment: 'Opmerking', send: 'Versturen', actions: 'Vervolgacties', new_action: 'Nieuwe actie',
    reasons: 'Redenen', order_finished: 'De klantfeedback is opgeslagen; de ordertaak is afgehandeld.', rating_note: 'Toelichting', feedback: 'Klantfeedback', ratings: { service: 'Service', quality: 'Kwaliteit', price: 'Prijs', webshop: 'Webshop', transport: 'Transport' }, all: 'Alle', favourites: 'Favoriete gebruikers', no_favourites: 'Nog geen favorieten: zoek hieronder gebruikers en voeg ze toe.', find_user: 'Gebruiker zoeken', breadcrumbs: 'Waar u bent', country: 'Land', business_unit: 'Business unit', reassigned: 'De taak heeft een nieuwe accountmanager', conclude: 'Afronden', reopen: 'Heropenen', reopened: 'De taak is weer open', false_alarm: 'Loos alarm', timeline: 'Tijdlijn', bi_info: 'BI-informatie',
    back_to_list: 'Terug naar de taken', reordered: 'De klant heeft na het aanmaken van deze taak opnieuw besteld; de taak is automatisch gesloten.',
    mail_subject: 'Taak %{id} %{title}',
    visits: { title: 'Webshopbezoeken', summary: 'Laatste %{days} dagen: %{visits} bezoeken, %{bought} met een aankoop', date: 'Dag', visits: 'Bezoeken', bought: 'Met een aankoop' },
    conclusion: { title: 'Taak afhandelen', result: 'Resultaat', follow_up: 'Opvolging', score: 'Score', reasons: 'Redenen', reasons_hint: 'Verplicht bij een score onder 5' },
    bi: {
      salesAmount: 'Omzet', salesPercentile: 'Omzetpercentiel', articleGroup: 'Artikelgroep', article: 'Artikel', stemsQuantity: 'Stelen', stemsPercentile: 'Stelenpercentiel',
      creditAmount: 'Creditbedrag', paid: 'Betaald', riskOfLeaving: 'Vertrekrisico', lastOrderDate: 'Laatste bestelling', totalOrders: 'Bestellingen totaal', averageInvoiceAmount: 'Gemiddeld factuurbedrag', customerSince: 'Klant sinds',
    },
  },
};
