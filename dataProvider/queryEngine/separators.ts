/** Between fields and between rows of the search text: characters no search term holds, so no match spans two cells. */
export const FIELD_SEPARATOR = '\u0001';
export const ROW_SEPARATOR = '\u0002';
