import { z } from 'zod';

/** A request value that becomes part of a download's name: letters, digits, spaces and `. _ -`, nothing a header or a file system reads otherwise. */
export const fileNamePart = z.string().regex(/^[\p{L}\p{N} ._-]+$/u, 'may hold only letters, digits, spaces and . _ -');

/** Lone UTF-16 surrogates, which no encoding can carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoding of RFC 8187's value-chars: encodeURIComponent leaves ' ( ) * as they are, which are not attr-chars. */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name for clients that only read `filename`: printable ASCII without `"`, `\` or `%` (which some decode), accents dropped. */
const asciiFallback = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');

/**
 * The Content-Disposition of a download (RFC 6266): `filename` an ASCII fallback and `filename*` the
 * exact name in UTF-8, so no character of a name (quote, line break, emoji) can break or extend the
 * header, nor make Node refuse to send it.
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(LONE_SURROGATE, '\ufffd');
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${extValue(name)}`;
}
