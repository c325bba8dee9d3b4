/** The German of ./en.ts. */
export const messages = {
  resources: {
    tasksOverview: { name: 'Aufgabenübersicht', fields: { title: 'Titel', debnr: 'Kundennummer', debnaam: 'Kunde', debland: 'Land', businessUnit: 'Geschäftsbereich', accountManager: 'Kundenbetreuer', endDate: 'Enddatum', taskType: 'Typ', concluded: 'Abgeschlossen' } },
    taskArchive: { name: 'Aufgabenarchiv', fields: { title: 'Titel', debnr: 'Kundennummer', debnaam: 'Kunde', debland: 'Land', businessUnit: 'Geschäftsbereich', accountManager: 'Kundenbetreuer', endDate: 'Enddatum', taskType: 'Typ', concluded: 'Abgeschlossen' } },
    tasks: {
      name: 'Aufgaben',
      fields: {
        title: 'Titel', description: 'Beschreibung', debnr: 'Kundennummer', debnaam: 'Kunde', accountManager: 'Kundenbetreuer', startDate: 'Startdatum', endDate: 'Enddatum',
        taskType: 'Typ', urgency: 'Dringend', concluded: 'Abgeschlossen', realContext: 'Ziel', notes: 'Notizen', closedUntil: 'Geschlossen bis',
      },
    },
  },
  tasks: {
    show_others: 'Aufgaben anderer', assign_flag: 'Kundenbetreuer zuweisen', create_title: 'Neue Aufgabe', comment: 'Kommentar', send: 'Senden', actions: 'Folgeaktionen', new_action: 'Neue Aktion',
    reasons: 'Gründe', order_finished: 'Das Kundenfeedback ist gespeichert; die Bestellaufgabe ist erledigt.', rating_note: 'Anmerkung', feedback: 'Kundenfeedback', ratings: { service: 'Service', quality: 'Qualität', price: 'Preis', webshop: 'Webshop', transport: 'Transport' }, all: 'Alle', favourites: 'Favoriten', no_favourites: 'Noch keine Favoriten: Benutzer unten suchen und hinzufügen.', find_user: 'Benutzer suchen', breadcrumbs: 'Wo Sie sind', country: 'Land', business_unit: 'Geschäftsbereich', reassigned: 'Die Aufgabe hat einen neuen Kundenbetreuer', conclude: 'Abschließen', reopen: 'Wieder öffnen', reopened: 'Die Aufgabe ist wieder offen', false_alarm: 'Fehlalarm', timeline: 'Zeitleiste', bi_info: 'BI-Informationen',
    back_to_list: 'Zurück zu den Aufgaben', reordered: 'Der Kunde hat nach dem Erstellen dieser Aufgabe erneut bestellt; sie wurde automatisch geschlossen.',
    mail_subject: 'Aufgabe %{id} %{title}',
    visits: { title: 'Webshop-Besuche', summary: 'Letzte %{days} Tage: %{visits} Besuche, %{bought} mit einem Kauf', date: 'Tag', visits: 'Besuche', bought: 'Mit einem Kauf' },
    conclusion: { title: 'Aufgabe abschließen', result: 'Ergebnis', follow_up: 'Nachverfolgung', score: 'Bewertung', reasons: 'Gründe', reasons_hint: 'Pflicht bei einer Bewertung unter 5' },
    bi: {
      salesAmount: 'Umsatz', salesPercentile: 'Umsatzperzentil', articleGroup: 'Artikelgruppe', article: 'Artikel', stemsQuantity: 'Stiele', stemsPercentile: 'Stielperzentil',
      creditAmount: 'Gutschriftsbetrag', paid: 'Bezahlt', riskOfLeaving: 'Abwanderungsrisiko', lastOrderDate: 'Letzte Bestellung', totalOrders: 'Bestellungen gesamt', averageInvoiceAmount: 'Durchschnittlicher Rechnungsbetrag', customerSince: 'Kunde seit',
    },
  },
};
