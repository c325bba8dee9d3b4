/** Tokens and customer data must not sit in a browser's or a shared cache: every /api answer says so. */
export const NO_STORE = 'no-store';
