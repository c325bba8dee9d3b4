import type { AreaMessages } from '../../ui/pageDefinition';

export const messages: AreaMessages = {
  en: {
    profile: {
      login_history: {
        title: 'Login history',
        unsuccessful_only: 'Unsuccessful only',
        success: 'Success',
        successful: 'successful',
        unsuccessful: 'unsuccessful',
        ip: 'IP',
        date: 'Date',
        city: 'City',
        region: 'Region',
        country: 'Country',
        empty: 'No rows found',
      },
    },
  },
  fr: {
    profile: {
      login_history: {
        title: 'Historique de connexion',
        unsuccessful_only: 'Échecs uniquement',
        success: 'Succès',
        successful: 'réussie',
        unsuccessful: 'échouée',
        ip: 'IP',
        date: 'Date',
        city: 'Ville',
        region: 'Région',
        country: 'Pays',
        empty: 'Aucune ligne trouvée',
      },
    },
  },
  nl: {
    profile: {
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
  },
  de: {
    profile: {
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
  },
};
