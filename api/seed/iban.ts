import type { Country } from './addresses';
import { mod } from './checksums';
import type { Random } from './prng';

interface Bank {
  code: string;
  bic: string;
}

/** Real bank codes with their BIC, so the IBAN and BIC of a customer belong together. */
const BANKS: Record<Country, readonly Bank[]> = {
  fr: [{ code: '30004', bic: 'BNPAFRPPXXX' }, { code: '30003', bic: 'SOGEFRPPXXX' }, { code: '30002', bic: 'CRLYFRPPXXX' }, { code: '10278', bic: 'CMCIFR2AXXX' }, { code: '20041', bic: 'PSSTFRPPXXX' }],
  nl: [{ code: 'ABNA', bic: 'ABNANL2A' }, { code: 'RABO', bic: 'RABONL2U' }, { code: 'INGB', bic: 'INGBNL2A' }, { code: 'TRIO', bic: 'TRIONL2U' }, { code: 'SNSB', bic: 'SNSBNL2A' }],
  be: [{ code: '001', bic: 'GEBABEBB' }, { code: '310', bic: 'BBRUBEBB' }, { code: '735', bic: 'KREDBEBB' }, { code: '068', bic: 'GKCCBEBB' }],
  de: [{ code: '10070000', bic: 'DEUTDEBBXXX' }, { code: '37040044', bic: 'COBADEFFXXX' }, { code: '50010517', bic: 'INGDDEFFXXX' }, { code: '20050550', bic: 'HASPDEHHXXX' }],
  uk: [{ code: 'NWBK601613', bic: 'NWBKGB2L' }, { code: 'BARC200000', bic: 'BARCGB22' }, { code: 'HBUK400515', bic: 'HBUKGB4B' }, { code: 'LOYD309634', bic: 'LOYDGB2L' }],
  it: [{ code: '03069', bic: 'BCITITMM' }, { code: '02008', bic: 'UNCRITMM' }, { code: '05034', bic: 'BAPPIT21' }],
};

const IBAN_COUNTRY: Record<Country, string> = { fr: 'FR', nl: 'NL', be: 'BE', de: 'DE', uk: 'GB', it: 'IT' };

/** French RIB key: 97 - ((89 * bank + 15 * branch + 3 * account) mod 97). */
function ribKey(bank: string, branch: string, account: string): string {
  return String(97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97)).padStart(2, '0');
}

/** Italian CIN: a letter from odd/even position tables over ABI + CAB + account. */
const CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
function italianCin(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - 48;
    sum += i % 2 === 0 ? CIN_ODD[d] : d;
  }
  return String.fromCharCode(65 + (sum % 26));
}

function bban(rng: Random, country: Country, bank: string): string {
  switch (country) {
    case 'fr': {
      const branch = rng.digits(5);
      const account = rng.digits(11);
      return bank + branch + account + ribKey(bank, branch, account);
    }
    case 'be': {
      const first10 = bank + rng.digits(7);
      return first10 + String(mod(first10, 97) || 97).padStart(2, '0');
    }
    case 'it': {
      const rest = bank + rng.digits(5) + rng.digits(12);
      return italianCin(rest) + rest;
    }
    case 'nl':
    case 'de':
      return bank + rng.digits(10);
    case 'uk':
      return bank + rng.digits(8);
  }
}

/** Letters as 10..35, as ISO 13616 rearranges them before the mod-97 check. */
function numeric(text: string): string {
  let out = '';
  for (const ch of text) out += ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
  return out;
}

/** An IBAN with a correct ISO 13616 check and the BIC of its bank. */
export function bankAccount(rng: Random, country: Country): { iban: string; bic: string } {
  const bank = rng.pick(BANKS[country]);
  const body = bban(rng, country, bank.code);
  const code = IBAN_COUNTRY[country];
  const check = String(98 - mod(numeric(`${body}${code}00`), 97)).padStart(2, '0');
  return { iban: `${code}${check}${body}`, bic: bank.bic };
}

export function isValidIban(iban: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) && mod(numeric(iban.slice(4) + iban.slice(0, 4)), 97) === 1;
}
