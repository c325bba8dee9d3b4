/** The French of ./en.ts. */
export const messages = {
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
};
