export const messages = {
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
};
