/** The Dutch of ./en.ts. */
export const messages = {
  profile: {
    title: 'Mijn profiel',
    settings: { title: 'Instellingen', language: 'Taal', password: 'Wachtwoord wijzigen', current_password: 'Huidig wachtwoord', new_password: 'Nieuw wachtwoord', saved: 'Uw wachtwoord is gewijzigd.' },
    login_history: {
      title: 'Inloggeschiedenis',
      unsuccessful_only: 'Alleen mislukte',
      success: 'Gelukt',
      successful: 'gelukt',
      unsuccessful: 'mislukt',
      ip: 'IP',
      date: 'Datum',
      city: 'Plaats',
      region: 'Regio',
      country: 'Land',
      empty: 'Geen rijen gevonden',
    },
  },
};
