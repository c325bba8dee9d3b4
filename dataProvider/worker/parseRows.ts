import type { Row } from '../queryEngine/types';

/**
 * A list array parsed from the api's UTF-8 bytes a slice of rows at a time: the elements of the top-level array
 * are cut at its own commas (outside strings and nested values) about every CHUNK_BYTES, and each slice decoded
 * and parsed alone. The whole answer is never one string: at 85,000 customers that string (23 MB) sat in the
 * worker's heap beside the rows being parsed from it, and the heap stayed grown to that peak.
 * An empty answer or `null` is no rows; anything but an array at the top is parsed whole.
 */
const CHUNK_BYTES = 1 << 20;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** Past a UTF-8 byte order mark (as response.text() drops it) and leading white space. */
function firstByte(bytes: Uint8Array): number {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return i;
}

export function parseRows(buffer: ArrayBuffer): Row[] {
  const bytes = new Uint8Array(buffer);
  const decoder = new TextDecoder();
  const start = firstByte(bytes);
  if (start === bytes.length) return [];
  if (bytes[start] !== OPEN_BRACKET) return (JSON.parse(decoder.decode(bytes.subarray(start))) as Row[] | null) ?? [];
  const rows: Row[] = [];
  const add = (slice: Row[]) => {
    for (const row of slice) rows.push(row);
  };
  // The slice being gathered begins after the array's '[' or after the comma of the last cut.
  let from = start + 1;
  let depth = 0;
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === QUOTE) {
      // To the string's closing quote; a backslash escapes the byte after it. UTF-8's multi-byte sequences hold no ASCII byte.
      for (i++; i < bytes.length && bytes[i] !== QUOTE; i++) if (bytes[i] === BACKSLASH) i++;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
    else if (byte === COMMA && depth === 1 && i - from >= CHUNK_BYTES) {
      add(JSON.parse(`[${decoder.decode(bytes.subarray(from, i))}]`) as Row[]);
      from = i + 1;
    }
  }
  // The last slice runs to the end: the array's own ']' closes it (or its absence fails the parse, as a whole parse would).
  add(JSON.parse(`[${decoder.decode(bytes.subarray(from))}`) as Row[]);
  return rows;
}
