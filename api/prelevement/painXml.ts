import type { Collection } from './selection';
import type { Creditor } from './creditors';
import { sepaId, sepaText } from './sepaText';

/** FRST for a mandate's first collection, RCUR for the next ones (SEPA Core sequence types). */
export type SequenceType = 'FRST' | 'RCUR';

export interface PainOptions {
  messageId: string;
  createdAt: Date;
  creditor: Creditor;
  /** The sequence type of each debtor's mandate in this run. */
  sequenceOf: (debnr: string) => SequenceType;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
const amount = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (value: number) => Math.round(value * 100);
/** Invoice numbers for the debtor's statement; remittance text holds 140 characters. */
const remittance = (collection: Collection) => sepaText(`Factures ${collection.invoices.map((i) => i.invoice).join(' ')}`, 140);

function transaction(collection: Collection, messageId: string): string {
  return `
      <DrctDbtTxInf>
        <PmtId><EndToEndId>${escape(sepaId(`${messageId}-${collection.debnr}`))}</EndToEndId></PmtId>
        <InstdAmt Ccy="EUR">${amount(centsOf(collection.total))}</InstdAmt>
        <DrctDbtTx><MndtRltdInf><MndtId>${escape(sepaId(collection.mandateId))}</MndtId><DtOfSgntr>${collection.mandateSigned}</DtOfSgntr></MndtRltdInf></DrctDbtTx>
        <DbtrAgt><FinInstnId><BIC>${collection.bic}</BIC></FinInstnId></DbtrAgt>
        <Dbtr><Nm>${escape(sepaText(collection.name, 70))}</Nm></Dbtr>
        <DbtrAcct><Id><IBAN>${collection.iban}</IBAN></Id></DbtrAcct>
        <RmtInf><Ustrd>${escape(remittance(collection))}</Ustrd></RmtInf>
      </DrctDbtTxInf>`;
}

/**
 * A SEPA Core Direct Debit initiation, ISO 20022 pain.008.001.02: one payment information block per
 * collection date and sequence type, one transaction per debtor (its selected invoices together: one debit
 * on their statement, every invoice number in the remittance text). NbOfTxs and CtrlSum count those.
 */
export function painXml(collections: readonly Collection[], options: PainOptions): string {
  const { creditor, messageId } = options;
  const groups = new Map<string, Collection[]>();
  for (const collection of collections) {
    const key = `${collection.collectionDate}|${options.sequenceOf(collection.debnr)}`;
    groups.set(key, [...(groups.get(key) ?? []), collection]);
  }
  const sum = (list: readonly Collection[]) => list.reduce((total, c) => total + centsOf(c.total), 0);
  const blocks = [...groups].map(([key, list], index) => {
    const [date, sequence] = key.split('|') as [string, SequenceType];
    return `
    <PmtInf>
      <PmtInfId>${escape(sepaId(`${messageId}-${index + 1}`))}</PmtInfId>
      <PmtMtd>DD</PmtMtd>
      <NbOfTxs>${list.length}</NbOfTxs>
      <CtrlSum>${amount(sum(list))}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>${sequence}</SeqTp></PmtTpInf>
      <ReqdColltnDt>${date}</ReqdColltnDt>
      <Cdtr><Nm>${escape(sepaText(creditor.name, 70))}</Nm></Cdtr>
      <CdtrAcct><Id><IBAN>${creditor.iban}</IBAN></Id></CdtrAcct>
      <CdtrAgt><FinInstnId><BIC>${creditor.bic}</BIC></FinInstnId></CdtrAgt>
      <ChrgBr>SLEV</ChrgBr>
      <CdtrSchmeId><Id><PrvtId><Othr><Id>${creditor.creditorId}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>${list.map((c) => transaction(c, messageId)).join('')}
    </PmtInf>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrDrctDbtInitn>
    <GrpHdr>
      <MsgId>${escape(sepaId(messageId))}</MsgId>
      <CreDtTm>${options.createdAt.toISOString().slice(0, 19)}</CreDtTm>
      <NbOfTxs>${collections.length}</NbOfTxs>
      <CtrlSum>${amount(sum(collections))}</CtrlSum>
      <InitgPty><Nm>${escape(sepaText(creditor.name, 70))}</Nm></InitgPty>
    </GrpHdr>${blocks.join('')}
  </CstmrDrctDbtInitn>
</Document>
`;
}
