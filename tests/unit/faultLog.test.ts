import { afterEach, describe, expect, it, vi } from 'vitest';
import { logFault } from '../../api/http/faultLog';

afterEach(() => vi.restoreAllMocks());

describe('a fault written to the log', () => {
  it("keeps the error's kind, code, message and stack, never the statement's parameters", () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    // What a database driver throws: the failed statement's parameters ride along on the error.
    const error = Object.assign(new Error('value too long for type character varying(20)'), {
      code: '22001',
      query: 'UPDATE special_offers SET soap_password = $1',
      params: ['s3cret-soap-password'],
    });
    logFault('api error', error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('api error: Error 22001: value too long');
    expect(lines[0]).toContain('faultLog.test.ts');
    expect(lines[0]).not.toContain('s3cret-soap-password');
    expect(lines[0]).not.toContain('soap_password');
  });
});
