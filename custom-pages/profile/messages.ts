import type { AreaMessages } from '../../ui/pageDefinition';

export const messages: AreaMessages = {
  en: {
    profile: {
      title: 'My profile',
      settings: { title: 'Settings', language: 'Language', password: 'Change password', current_password: 'Current password', new_password: 'New password', saved: 'Your password has been changed.' },
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
      title: 'Mon profil',
      settings: { title: 'Réglages', language: 'Langue', password: 'Changer le mot de passe', current_password: 'Mot de passe actuel', new_password: 'Nouveau mot de passe', saved: 'Votre mot de passe a été modifié.' },
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
  },
  de: {
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
  },
};
