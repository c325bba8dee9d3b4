import frenchMessages from 'ra-language-french';

/** react-admin's own texts in French, as the package ships them. */
export const messages = frenchMessages;
