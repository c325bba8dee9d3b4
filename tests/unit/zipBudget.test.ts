import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unpacksWithin } from '../../api/files/zipBudget';

/** A one-entry zip whose headers declare `declared` unpacked bytes, whatever the data inflates to. */
function zipOf(content: Buffer, declared = content.length): Buffer {
  const name = Buffer.from('xl/sharedStrings.xml');
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('how much a zip unpacks to', () => {
  it('measures by inflating, so a zip that declares little but unpacks to much is refused', () => {
    const big = Buffer.alloc(2_000_000, 'x');
    expect(unpacksWithin(zipOf(big), 3_000_000)).toBe(true);
    expect(unpacksWithin(zipOf(big), 1_000_000)).toBe(false);
    expect(unpacksWithin(zipOf(big, 100), 1_000_000)).toBe(false);
  });

  it('says undefined for what is no zip, or a cut one', () => {
    expect(unpacksWithin(Buffer.from('debnaam;email\r\n'), 1_000_000)).toBeUndefined();
    const zip = zipOf(Buffer.from('hello'));
    expect(unpacksWithin(zip.subarray(0, zip.length - 30), 1_000_000)).toBeUndefined();
    expect(unpacksWithin(zip, 1_000_000)).toBe(true);
  });
});
