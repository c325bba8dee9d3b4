/** Characters of the SEPA Latin set (EPC): letters, digits and / - ? : ( ) . , ' + space. */
const OUTSIDE_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE', ł: 'l', Ł: 'L', '&': '+', '"': "'", _: '-' };

/** A text in the SEPA Latin character set, at most `max` characters: accents dropped, other signs a space. */
export function sepaText(text: string, max: number): string {
  const plain = text
    .replace(/[ßæÆøØœŒłŁ&"_]/g, (c) => SPECIAL[c] ?? ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(OUTSIDE_SEPA, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim() || '-';
}

/** An identifier (message, payment, end-to-end ids): SEPA restricts these further, no spaces. */
export function sepaId(text: string, max = 35): string {
  return sepaText(text, max).replace(/ /g, '-');
}
