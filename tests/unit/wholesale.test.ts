import { describe, expect, it } from 'vitest';
import { addContact, deleteContact, editContact, errorKey, formErrors, restoreContact, type ContactRow, type WholesaleForm } from '../../custom-pages/wholesale/form/wholesaleForm';

const stored = (rowNumber: number, email: string): ContactRow => ({ rowNumber, nieuweEmail: email, oudeEmail: email, deleted: false });

const valid: WholesaleForm = {
  companyName: 'Fleurs de Lyon',
  webshopPassword: 'secret12',
  inetCheck: true,
  emails: 'shop@fleurs.fr; compta@fleurs.fr',
  contacts: [stored(1, 'anne@fleurs.fr'), stored(2, 'paul@fleurs.fr')],
};

describe('wholesale customer form on save', () => {
  it('may save a complete form', () => {
    expect(formErrors('200001', valid)).toEqual({});
  });

  it("requires a company name: 'Vul een bedrijfsnaam in'", () => {
    expect(formErrors('200001', { ...valid, companyName: '   ' })).toEqual({ companyName: 'Vul een bedrijfsnaam in' });
  });

  it("requires a webshop password ('Vul een emailadres in') of at most 20 characters", () => {
    expect(formErrors('200001', { ...valid, webshopPassword: '' })).toEqual({ webshopPassword: 'Vul een emailadres in' });
    expect(formErrors('200001', { ...valid, webshopPassword: 'x'.repeat(20) })).toEqual({});
    expect(Object.keys(formErrors('200001', { ...valid, webshopPassword: 'x'.repeat(21) }))).toEqual(['webshopPassword']);
  });

  it("needs '@' and '.' in each contact email that is not deleted: 'Er is een ongeldig emailadres ingevuld'", () => {
    const contacts = [stored(1, 'anne-at-fleurs'), { ...stored(2, 'broken'), deleted: true }, { nieuweEmail: 'new@fleurs', deleted: false }];
    expect(formErrors('200001', { ...valid, contacts })).toEqual({
      'contacts.0.nieuweEmail': 'Er is een ongeldig emailadres ingevuld',
      'contacts.2.nieuweEmail': 'Er is een ongeldig emailadres ingevuld',
    });
  });

  it('checks every semicolon-separated primary address', () => {
    expect(formErrors('200001', { ...valid, emails: 'shop@fleurs.fr;compta' })).toEqual({ emails: 'Er is een ongeldig emailadres ingevuld' });
  });

  it('shows each rule through its translation key', () => {
    expect(errorKey('Vul een bedrijfsnaam in')).toBe('wholesale.errors.company_name_required');
    expect(errorKey('Er is een ongeldig emailadres ingevuld')).toBe('wholesale.errors.invalid_email');
    expect(errorKey('Vul een emailadres in')).toBe('wholesale.errors.password_required');
  });
});

describe('wholesale contact rows', () => {
  it('removes a new row outright on delete', () => {
    const contacts = addContact(valid.contacts);
    expect(contacts[2]).toEqual({ nieuweEmail: '', deleted: false });
    expect(deleteContact(contacts, 2)).toEqual(valid.contacts);
  });

  it('marks an existing row deleted, keeping it until the save, and can restore it', () => {
    const deleted = deleteContact(valid.contacts, 0);
    expect(deleted).toEqual([{ ...stored(1, 'anne@fleurs.fr'), deleted: true }, stored(2, 'paul@fleurs.fr')]);
    expect(restoreContact(deleted, 0)).toEqual(valid.contacts);
  });

  it('edits one row without touching the stored address it replaces', () => {
    expect(editContact(valid.contacts, 1, 'pauline@fleurs.fr')[1]).toEqual({ rowNumber: 2, nieuweEmail: 'pauline@fleurs.fr', oudeEmail: 'paul@fleurs.fr', deleted: false });
  });
});
