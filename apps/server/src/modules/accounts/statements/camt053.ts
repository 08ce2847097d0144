import { minorToDecimal } from '@bel/contract';
import { compact } from '../../../bank/calendar.js';
import { BANK_NAME, abs, statementTotals, transactionType, unsignedDecimal, type Statement, type StatementLine } from './model.js';
import { el, xmlDocument, type XmlElement } from '../../../lib/xml.js';

/**
 * The statement as ISO 20022 camt.053.001.08 (the XML download). It validates against the
 * schema in shared/standards; elements appear in the schema's order, which is significant.
 */

export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';

const dateTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const indicator = (minor: bigint) => (minor < 0n ? 'DBIT' : 'CRDT');
/** Text elements are 1 to n characters in the schema. */
const fit = (text: string, max: number) => (text.trim() || '-').slice(0, max);

function balance(code: 'OPBD' | 'CLBD' | 'CLAV', minor: bigint, day: string, currency: string): XmlElement {
  return el('Bal', [
    el('Tp', [el('CdOrPrtry', [el('Cd', code)])]),
    el('Amt', unsignedDecimal(minor, currency), { Ccy: currency }),
    el('CdtDbtInd', indicator(minor)),
    el('Dt', [el('Dt', day)]),
  ]);
}

function entry(line: StatementLine, currency: string): XmlElement {
  const amount = unsignedDecimal(line.amountMinor, currency);
  const reference = fit(line.reference, 35);
  return el('Ntry', [
    el('NtryRef', String(line.entryId)),
    el('Amt', amount, { Ccy: currency }),
    el('CdtDbtInd', indicator(line.amountMinor)),
    el('Sts', [el('Cd', 'BOOK')]),
    el('BookgDt', [el('Dt', line.bookingDate)]),
    el('ValDt', [el('Dt', line.valueDate)]),
    el('AcctSvcrRef', reference),
    // The bank's own codes, the same as the MT940's transaction type.
    el('BkTxCd', [el('Prtry', [el('Cd', transactionType(line.reference)), el('Issr', BANK_NAME)])]),
    el('NtryDtls', [
      el('TxDtls', [
        el('Refs', [el('AcctSvcrRef', reference)]),
        el('Amt', amount, { Ccy: currency }),
        el('CdtDbtInd', indicator(line.amountMinor)),
        el('RmtInf', [el('Ustrd', fit(line.narrative, 140))]),
      ]),
    ]),
  ]);
}

export function toCamt053(s: Statement): string {
  const { currency, number: account, holder } = s.account;
  const totals = statementTotals(s.lines);
  const net = totals.credits - totals.debits;
  const sum = (minor: bigint) => minorToDecimal(minor, currency);
  const statementId = `${account}-${compact(s.to)}`;
  return xmlDocument(
    el(
      'Document',
      [
        el('BkToCstmrStmt', [
          el('GrpHdr', [el('MsgId', `ECBEL-${statementId}`), el('CreDtTm', dateTime(s.createdAt)), el('AddtlInf', `${BANK_NAME} (demo)`)]),
          el('Stmt', [
            el('Id', statementId),
            el('ElctrncSeqNb', String(s.number)),
            el('CreDtTm', dateTime(s.createdAt)),
            // The bank's days are UTC days (ADR 0008).
            el('FrToDt', [el('FrDtTm', `${s.from}T00:00:00Z`), el('ToDtTm', `${s.to}T23:59:59Z`)]),
            el('Acct', [
              el('Id', [el('Othr', [el('Id', account)])]),
              el('Ccy', currency),
              el('Ownr', [el('Nm', fit(holder, 140))]),
              el('Svcr', [el('FinInstnId', [el('Nm', BANK_NAME)])]),
            ]),
            balance('OPBD', s.openingMinor, s.from, currency),
            balance('CLBD', s.closingMinor, s.to, currency),
            balance('CLAV', s.availableMinor, s.to, currency),
            el('TxsSummry', [
              el('TtlNtries', [
                el('NbOfNtries', String(s.lines.length)),
                el('Sum', sum(totals.credits + totals.debits)),
                el('TtlNetNtry', [el('Amt', sum(abs(net))), el('CdtDbtInd', indicator(net))]),
              ]),
              el('TtlCdtNtries', [el('NbOfNtries', String(totals.creditCount)), el('Sum', sum(totals.credits))]),
              el('TtlDbtNtries', [el('NbOfNtries', String(totals.debitCount)), el('Sum', sum(totals.debits))]),
            ]),
            ...s.lines.map((l) => entry(l, currency)),
          ]),
        ]),
      ],
      { xmlns: CAMT053_NAMESPACE },
    ),
  );
}
