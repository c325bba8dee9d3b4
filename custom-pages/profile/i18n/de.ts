/** The German of ./en.ts. */
export const messages = {
  profile: {
    title: 'Mein Profil',
    settings: { title: 'Einstellungen', language: 'Sprache', password: 'Passwort ändern', current_password: 'Aktuelles Passwort', new_password: 'Neues Passwort', saved: 'Ihr Passwort wurde geändert.' },
    login_history: {
      title: 'Anmeldeverlauf',
      unsuccessful_only: 'Nur fehlgeschlagene',
      success: 'Erfolg',
      successful: 'erfolgreich',
      unsuccessful: 'fehlgeschlagen',
      ip: 'IP',
      date: 'Datum',
      city: 'Stadt',
      region: 'Region',
      country: 'Land',
      empty: 'Keine Zeilen gefunden',
    },
  },
};
