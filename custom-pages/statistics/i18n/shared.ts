/** The manager's favourite-users warning is Dutch in every language (spec part 2 §2). */
export const PICK_FAVOURITES = 'Je hebt nog geen favoriete gebruikers. Klik op de ster en kies de gebruikers die je wilt volgen.';
