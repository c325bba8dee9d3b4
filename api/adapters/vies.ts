import { checkVAT, countries } from 'jsvat';
import type { ViesAnswer } from '../../schemas/entities/lead';
import { vatClean } from '../../schemas/entities/lead';

/** The EU's VAT information exchange service (SOAP, checkVatService). */
const DEFAULT_VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/services/checkVatService';
/** A check answers within this (under the spec's 10 s), whatever VIES does: staff are waiting in the form. */
const VIES_TIMEOUT_MS = 9_000;

/** The member states VIES knows, by their VAT prefix (Greece is EL; Northern Ireland XI). */
const VIES_STATES = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']);

export interface VatChecker {
  check(vat: string): Promise<ViesAnswer>;
  /** The answer of a check made here in the last RECENT_MS, if any: a save records what the server itself found, never what a client claims. */
  recent(vat: string): ViesAnswer | undefined;
}

/** How long a check's answer counts for the lead being saved. */
const RECENT_MS = 30 * 60_000;
const RECENT_MAX = 1000;

const answer = (vat: string, valid: boolean | null, name = '', address = ''): ViesAnswer => ({
  valid,
  debnaam: name,
  debAddress: address,
  vat,
  status: valid === null ? 'unavailable' : valid ? 'valid' : 'invalid',
});

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const unescapeXml = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (_, code: string) =>
    code.startsWith('#x') ? String.fromCodePoint(parseInt(code.slice(2), 16)) : code.startsWith('#') ? String.fromCodePoint(Number(code.slice(1))) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[code.toLowerCase()]!,
  );

/** The text of the first element with this local name (any namespace prefix). */
function element(xml: string, name: string): string | undefined {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(xml);
  return match ? unescapeXml(match[1]!.trim()) : undefined;
}

/** VIES writes '---' where a member state does not disclose a name or address. */
const disclosed = (value: string | undefined) => (value && value !== '---' ? value.replace(/\s*\n\s*/g, ', ') : '');

/** One check: offline first, then the SOAP call. */
async function ask(url: string, timeoutMs: number, vat: string): Promise<ViesAnswer> {
  const offline = checkVAT(vat, countries);
  if (!offline.isValid) return answer(vat, false);
  const country = vat.slice(0, 2);
  if (!VIES_STATES.has(country)) return answer(vat, null);
  const envelope =
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:urn="urn:ec.europa.eu:taxud:vies:services:checkVat:types">' +
    `<soapenv:Header/><soapenv:Body><urn:checkVat><urn:countryCode>${escapeXml(country)}</urn:countryCode><urn:vatNumber>${escapeXml(vat.slice(2))}</urn:vatNumber></urn:checkVat></soapenv:Body></soapenv:Envelope>`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '' },
      body: envelope,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const xml = await response.text();
    const valid = element(xml, 'valid');
    if (element(xml, 'Fault') !== undefined || valid === undefined) return answer(vat, null);
    return answer(vat, valid === 'true', disclosed(element(xml, 'name')), disclosed(element(xml, 'address')));
  } catch {
    return answer(vat, null);
  }
}

/**
 * Checks a VAT number: first offline (syntax and check digits per country, jsvat), so a malformed
 * number is invalid without asking anyone; then VIES. Whatever goes wrong with VIES (MS_UNAVAILABLE,
 * TIMEOUT, a fault, no network, a timeout of our own) answers valid null, never invalid: nobody can
 * say then.
 */
export function createVatChecker({ url = DEFAULT_VIES_URL, timeoutMs = VIES_TIMEOUT_MS, now = Date.now }: { url?: string; timeoutMs?: number; now?: () => number } = {}): VatChecker {
  const answers = new Map<string, { answer: ViesAnswer; at: number }>();
  const remember = (result: ViesAnswer) => {
    if (answers.size >= RECENT_MAX) answers.delete(answers.keys().next().value!);
    answers.set(result.vat, { answer: result, at: now() });
    return result;
  };
  return {
    recent(input) {
      const kept = answers.get(vatClean(input));
      return kept && now() - kept.at < RECENT_MS ? kept.answer : undefined;
    },
    async check(input) {
      return remember(await ask(url, timeoutMs, vatClean(input)));
    },
  };
}
