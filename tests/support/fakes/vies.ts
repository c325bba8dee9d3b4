import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake says about a VAT number: a registration, a SOAP fault (e.g. MS_UNAVAILABLE), or silence. */
export type ViesRecord = { valid: boolean; name?: string; address?: string } | { fault: string } | 'hang';

export interface FakeVies {
  /** The checkVatService endpoint, for VIES_URL. */
  url: string;
  /** Answers by full VAT number ('NL004495445B01'); unknown numbers are not valid. */
  records: Map<string, ViesRecord>;
  /** Every checkVat request received, as `${countryCode}${vatNumber}`. */
  requests: string[];
  close(): Promise<void>;
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A local stand-in for the EU's VIES checkVatService, speaking its SOAP 1.1: a checkVat request in,
 * a checkVatResponse (countryCode, vatNumber, requestDate, valid, name, address) or a soap Fault
 * with the service's fault string out. Anything but a checkVat envelope gets a client fault.
 */
export async function startFakeVies(): Promise<FakeVies> {
  const records = new Map<string, ViesRecord>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const country = /<(?:\w+:)?countryCode>([^<]*)</.exec(body)?.[1];
      const number = /<(?:\w+:)?vatNumber>([^<]*)</.exec(body)?.[1];
      const send = (status: number, content: string) => {
        res.writeHead(status, { 'content-type': 'text/xml;charset=UTF-8' });
        res.end(envelope(content));
      };
      const fault = (code: string, text: string) => send(500, `<env:Fault><faultcode>env:${code}</faultcode><faultstring>${text}</faultstring></env:Fault>`);
      if (req.method !== 'POST' || !/checkVat>/.test(body) || country === undefined || number === undefined) return fault('Client', 'INVALID_INPUT');
      requests.push(`${country}${number}`);
      const record = records.get(`${country}${number}`) ?? { valid: false };
      if (record === 'hang') return;
      if ('fault' in record) return fault('Server', record.fault);
      send(
        200,
        `<ns2:checkVatResponse xmlns:ns2="urn:ec.europa.eu:taxud:vies:services:checkVat:types"><ns2:countryCode>${country}</ns2:countryCode><ns2:vatNumber>${number}</ns2:vatNumber>` +
          `<ns2:requestDate>2026-06-17+02:00</ns2:requestDate><ns2:valid>${record.valid}</ns2:valid><ns2:name>${xml(record.name ?? '---')}</ns2:name><ns2:address>${xml(record.address ?? '---')}</ns2:address></ns2:checkVatResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/taxation_customs/vies/services/checkVatService`,
    records,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
