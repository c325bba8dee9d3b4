import englishMessages from 'ra-language-english';

/** react-admin's own texts in English, as the package ships them. */
export const messages = englishMessages;
