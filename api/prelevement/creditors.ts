import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** The creditor of a direct-debit company: who collects, to which account, under which SEPA creditor identifier. */
export interface Creditor {
  name: string;
  iban: string;
  bic: string;
  creditorId: string;
}

/** Letters as ISO 7064 digits (A=10 ... Z=35), then mod 97 over the long number, piece by piece. */
function mod97(text: string): number {
  const digits = text.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

/**
 * A SEPA creditor identifier: country, two check digits, a business code (ignored by the check) and the
 * national identifier; the check digits as for an IBAN over national id + country + '00'.
 */
export function creditorIdentifier(country: string, businessCode: string, nationalId: string): string {
  const check = String(98 - mod97(`${nationalId}${country}00`)).padStart(2, '0');
  return `${country}${check}${businessCode}${nationalId}`;
}

export function isValidCreditorId(id: string): boolean {
  const match = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(id);
  return match !== null && mod97(`${match[4]}${match[1]}${match[2]}`) === 1;
}

/** Demo creditors (valid IBAN, BIC and creditor id); PRELEVEMENT_{company}_{NAME,IBAN,BIC,CREDITOR_ID} override them. */
const DEMO: Record<number, Creditor> = {
  22: { name: 'Flora Groupe France SAS', iban: 'FR7630004000031234567890143', bic: 'BNPAFRPPXXX', creditorId: creditorIdentifier('FR', 'ZZZ', '123456') },
  23: { name: 'Flora Deco France SARL', iban: 'FR7630003035409876543210996', bic: 'SOGEFRPPXXX', creditorId: creditorIdentifier('FR', 'ZZZ', '654321') },
};

/** The configured creditor of a company; a broken configuration is refused before any file is written. */
export function creditorOf(company: number, env: NodeJS.ProcessEnv = process.env): Creditor {
  const demo = DEMO[company];
  if (!demo) throw new Error(`No creditor for prelevement company ${company}`);
  const read = (key: keyof Creditor, name: string) => env[`PRELEVEMENT_${company}_${name}`]?.trim() || demo[key];
  const creditor = { name: read('name', 'NAME'), iban: electronicFormatIBAN(read('iban', 'IBAN')) ?? '', bic: read('bic', 'BIC'), creditorId: read('creditorId', 'CREDITOR_ID') };
  if (!isValidIBAN(creditor.iban) || !isValidBIC(creditor.bic) || !isValidCreditorId(creditor.creditorId)) {
    throw new Error(`The creditor of prelevement company ${company} is misconfigured (IBAN, BIC or creditor identifier)`);
  }
  return creditor;
}
