import { LEAD_MAX, type ViesAnswer } from '../../schemas/entities/lead';
import { viesValues, type ViesValues } from './leadFormRules';

/**
 * A postcode at the start of an address's last line, then the city: Dutch '1431 AB', Luxembourg 'L-1234',
 * Polish '00-950', Swedish or Czech '123 45', or four or five digits.
 */
const POSTCODE_CITY = /^(\d{4} ?[A-Z]{2}|[A-Z]{1,2}-\d{4,5}|\d{2}-\d{3}|\d{3} \d{2}|\d{4,5})\s+(\D.*)$/i;

/** VIES's address (lines joined by ', '): the street part, and the postcode and city when the last line reads as such. */
export function splitViesAddress(address: string): { debadres: string; debpc?: string; debplaats?: string } {
  const lines = address.split(', ').map((line) => line.trim()).filter(Boolean);
  const match = lines.length > 1 ? POSTCODE_CITY.exec(lines.at(-1)!) : null;
  if (!match) return { debadres: address.trim().slice(0, LEAD_MAX.debadres) };
  return {
    debadres: lines.slice(0, -1).join(', ').slice(0, LEAD_MAX.debadres),
    debpc: match[1]!.slice(0, LEAD_MAX.debpc),
    debplaats: match[2]!.trim().slice(0, LEAD_MAX.debplaats),
  };
}

/**
 * What a VIES answer fills in the lead form (spec part 2 §4: vieS_VALID, name, address and VAT): always the
 * vieS_* fields; for a valid number also the VAT number as checked, and the shop name and address VIES
 * discloses (the registered ones the invoices need), which the user can still change.
 */
export function viesFill(answer: ViesAnswer): Partial<ViesValues & { btwnrdeb: string; debnaam: string; debadres: string; debpc: string; debplaats: string }> {
  if (answer.valid !== true) return viesValues(answer);
  return {
    ...viesValues(answer),
    btwnrdeb: answer.vat,
    ...(answer.debnaam ? { debnaam: answer.debnaam.slice(0, LEAD_MAX.debnaam) } : {}),
    ...(answer.debAddress ? splitViesAddress(answer.debAddress) : {}),
  };
}
