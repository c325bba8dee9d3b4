/** The support mailbox offered when something fails that the user cannot fix (spec part 1 §8). */
export const SUPPORT_EMAIL = 'support@flora.test';
