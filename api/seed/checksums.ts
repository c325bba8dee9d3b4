/** Check-digit arithmetic shared by the VAT and IBAN generators (and by their validators). */

/** Remainder of a long decimal string modulo m, without big integers. */
export function mod(digits: string, m: number): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i++) rest = (rest * 10 + (digits.charCodeAt(i) - 48)) % m;
  return rest;
}

/** The Luhn check digit that completes `payload`. */
export function luhnDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** ISO 7064 MOD 11,10 check digit (German VAT numbers). */
export function iso7064Mod11_10(payload: string): number {
  let product = 10;
  for (let i = 0; i < payload.length; i++) {
    const sum = (payload.charCodeAt(i) - 48 + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}
