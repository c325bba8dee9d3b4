import type { Country } from './addresses';
import { iso7064Mod11_10, luhnDigit, mod } from './checksums';
import type { Random } from './prng';

/** French key: (12 + 3 * (SIREN mod 97)) mod 97, two digits. */
function frenchKey(siren: string): string {
  return String((12 + 3 * mod(siren, 97)) % 97).padStart(2, '0');
}

/** Dutch (old style) elfproef digit over 8 digits with weights 9..2; 10 is not a valid digit. */
function dutchCheck(payload: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (payload.charCodeAt(i) - 48) * (9 - i);
  return sum % 11;
}

/** UK: weights 8..2 over 7 digits; the two check digits bring the total to a multiple of 97. */
function ukCheck(payload: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (payload.charCodeAt(i) - 48) * (8 - i);
  return (97 - (sum % 97)) % 97;
}

function belgianCheck(first8: string): string {
  return String(97 - mod(first8, 97)).padStart(2, '0');
}

/** A VAT number that passes the country's check-digit rule. Also returns the national company id. */
export function vatNumber(rng: Random, country: Country): { vat: string; registration: string } {
  switch (country) {
    case 'fr': {
      const payload = String(rng.int(1, 9)) + rng.digits(7);
      const siren = payload + luhnDigit(payload);
      return { vat: `FR${frenchKey(siren)}${siren}`, registration: `${siren}${rng.digits(5)}` };
    }
    case 'nl': {
      let payload = '';
      do payload = String(rng.int(1, 9)) + rng.digits(7);
      while (dutchCheck(payload) === 10);
      return { vat: `NL${payload}${dutchCheck(payload)}B01`, registration: rng.digits(8) };
    }
    case 'be': {
      const first8 = '0' + String(rng.int(2, 9)) + rng.digits(6);
      const number = first8 + belgianCheck(first8);
      return { vat: `BE${number}`, registration: `${number.slice(0, 4)}.${number.slice(4, 7)}.${number.slice(7)}` };
    }
    case 'de': {
      const payload = String(rng.int(1, 9)) + rng.digits(7);
      return { vat: `DE${payload}${iso7064Mod11_10(payload)}`, registration: `HRB ${rng.int(1000, 99999)}` };
    }
    case 'uk': {
      const payload = String(rng.int(1, 9)) + rng.digits(6);
      return { vat: `GB${payload}${String(ukCheck(payload)).padStart(2, '0')}`, registration: rng.digits(8) };
    }
    case 'it': {
      const payload = rng.digits(7) + String(rng.int(1, 100)).padStart(3, '0');
      return { vat: `IT${payload}${luhnDigit(payload)}`, registration: `${rng.pick(['MI', 'RM', 'TO', 'FI', 'IM'])}-${rng.digits(7)}` };
    }
  }
}

/** True when the number's check digits are right for its country prefix (FR, NL, BE, DE, GB, IT). */
export function isValidVat(vat: string): boolean {
  const body = vat.slice(2);
  switch (vat.slice(0, 2)) {
    case 'FR':
      return /^\d{11}$/.test(body) && frenchKey(body.slice(2)) === body.slice(0, 2);
    case 'NL':
      return /^\d{9}B\d\d$/.test(body) && dutchCheck(body) === Number(body[8]);
    case 'BE':
      return /^0\d{9}$/.test(body) && belgianCheck(body.slice(0, 8)) === body.slice(8);
    case 'DE':
      return /^\d{9}$/.test(body) && iso7064Mod11_10(body.slice(0, 8)) === Number(body[8]);
    case 'GB':
      return /^\d{9}$/.test(body) && ukCheck(body) === Number(body.slice(7));
    case 'IT':
      return /^\d{11}$/.test(body) && luhnDigit(body.slice(0, 10)) === Number(body[10]);
    default:
      return false;
  }
}
