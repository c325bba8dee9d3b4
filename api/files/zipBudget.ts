import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Whether a zip (an .xlsx) unpacks to at most `maxBytes`, measured by really inflating each entry
 * with a cap (the sizes a zip declares may lie): a file of a few kilobytes that unpacks to gigabytes
 * is refused before a workbook reader holds it in memory. Undefined when it is no readable zip.
 */
export function unpacksWithin(zip: Buffer, maxBytes: number): boolean | undefined {
  try {
    let end = -1;
    for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
      if (zip.readUInt32LE(i) === EOCD) {
        end = i;
        break;
      }
    }
    if (end < 0) return undefined;
    const entries = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    let budget = maxBytes;
    for (let n = 0; n < entries; n++) {
      if (zip.readUInt32LE(at) !== CENTRAL) return undefined;
      const method = zip.readUInt16LE(at + 10);
      const compressed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (zip.readUInt32LE(local) !== LOCAL) return undefined;
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressed);
      if (method === 0) budget -= data.length;
      else if (method === 8) budget -= inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1) }).length;
      else return undefined;
      if (budget < 0) return false;
    }
    return true;
  } catch (error) {
    // Inflating past the cap throws a RangeError: more than the budget.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
    return undefined;
  }
}
