import type { Row } from '../queryEngine/types';

/**
 * A list array parsed from the api's UTF-8 bytes a slice of rows at a time, each slice decoded and parsed alone:
 * the whole answer is never one string. At 85,000 customers that string (23 MB) sat in the worker's heap beside
 * the rows being parsed from it, and the heap stayed grown to that peak.
 * A slice ends at the array's own comma between two rows, about every CHUNK_BYTES: where JSON.stringify's `},{"`
 * follows (found by the native byte search, not by reading every byte here). Those bytes may also lie inside a
 * string or a nested array, and then the slice before them holds an unclosed string or value and fails to parse:
 * from there the array's commas are found by reading every byte (strings and nesting followed).
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

/** The comma of the first `},{"` at or after `at`, or -1. */
function likelyCut(bytes: Uint8Array, at: number): number {
  for (let i = bytes.indexOf(OPEN_BRACE, at); i > 0; i = bytes.indexOf(OPEN_BRACE, i + 1)) {
    if (bytes[i - 1] === COMMA && bytes[i - 2] === CLOSE_BRACE && bytes[i + 1] === QUOTE) return i - 1;
  }
  return -1;
}

export function parseRows(buffer: ArrayBuffer): Row[] {
  const bytes = new Uint8Array(buffer);
  const decoder = new TextDecoder();
  const start = firstByte(bytes);
  if (start === bytes.length) return [];
  if (bytes[start] !== OPEN_BRACKET) return (JSON.parse(decoder.decode(bytes.subarray(start))) as Row[] | null) ?? [];
  const rows: Row[] = [];
  const add = (json: string) => {
    for (const row of JSON.parse(json) as Row[]) rows.push(row);
  };
  // Each slice begins after the array's '[' or after the comma of the last cut: always between two rows.
  let from = start + 1;
  for (let cut = likelyCut(bytes, from + CHUNK_BYTES); cut > 0; cut = likelyCut(bytes, from + CHUNK_BYTES)) {
    try {
      add(`[${decoder.decode(bytes.subarray(from, cut))}]`);
    } catch {
      return parseRest(bytes, from, decoder, add, rows);
    }
    from = cut + 1;
  }
  // The last slice runs to the end: the array's own ']' closes it (or its absence fails the parse, as a whole parse would).
  add(`[${decoder.decode(bytes.subarray(from))}`);
  return rows;
}

/** The rows from `from` (between two rows of the array) on, cut at the commas found reading every byte. */
function parseRest(bytes: Uint8Array, from: number, decoder: TextDecoder, add: (json: string) => void, rows: Row[]): Row[] {
  let depth = 1;
  for (let i = from; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === QUOTE) {
      // To the string's closing quote; a backslash escapes the byte after it. UTF-8's multi-byte sequences hold no ASCII byte.
      for (i++; i < bytes.length && bytes[i] !== QUOTE; i++) if (bytes[i] === BACKSLASH) i++;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
    else if (byte === COMMA && depth === 1 && i - from >= CHUNK_BYTES) {
      add(`[${decoder.decode(bytes.subarray(from, i))}]`);
      from = i + 1;
    }
  }
  add(`[${decoder.decode(bytes.subarray(from))}`);
  return rows;
}
