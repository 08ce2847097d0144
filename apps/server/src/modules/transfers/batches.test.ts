import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { CUP, CUP2, OTHER_BANK, SECOND_SIGNER, SOL_CUP, TODAY, balancesOf, count, credit, form, shownFromRows, transferSetup, type TransferCaller, type Row } from '../../test/transfers.js';
import { postTransfer } from './execution.js';

let t: TestApp;
let c: TransferCaller;
beforeAll(async () => ({ t, c } = await transferSetup([NEGOTIATOR, SIGNER, SECOND_SIGNER, OTHER_COMPANY])));
afterAll(() => t.close());

type List = { data: Row[]; numeroFirmas: number; total: number };
const newBatch = async () => (await c.call<{ data: [string] }>(NEGOTIATOR, 'transfer_request_get_nuevo_bloque')).body.data[0];
const byBatch = (id: string, who = NEGOTIATOR) => c.call<{ data: Row[] }>(who, 'transfer_request_get_traspasos_by_bloque', { id });
/** A CSV line of the batch form (spec §5): amount;credit account;holder;details, as the browser parses it into a row. */
const row = (i: number, o: object = {}) => credit({ cuenta_credito: i % 2 ? SOL_CUP : OTHER_BANK, titular: `Beneficiario ${i}`, importe: `${10 + i}.25`, detalles: `Nómina marzo ${i}`, ...o });

describe('a batch', () => {
  it('gets a fresh id, is saved with its rows, listed by row, signed and executed as one entry', async () => {
    const id = await newBatch();
    expect(id).toMatch(/^B260311[A-Z2-9]{8}$/);
    expect(await newBatch()).not.toBe(id);
    const before = await balancesOf(t, [CUP, SOL_CUP, '9999000000000101']);
    const rows = Array.from({ length: 300 }, (_, i) => row(i));
    const saved = await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ idbloque: id, creditos: rows }));
    expect(saved.body.data[0]).toMatchObject({ respuesta: 'request.done.sent', estado: 'Pendiente a firmar' });
    const traspaso = saved.body.data[0].traspaso_id;

    const listed = (await c.call<List>(NEGOTIATOR, 'transfer_multiple_request_list', { start: 0, limit: 10000 })).body;
    expect(listed.total).toBe(300);
    expect(listed.data[0]).toMatchObject({ traspaso_id: traspaso, id_bloque: id, linea: 1, creditos: 300, cuenta_credito: OTHER_BANK, importe: '10.25', estado: 'Pendiente a firmar' });
    expect((await c.call<List>(NEGOTIATOR, 'transfer_multiple_request_list', { start: 295, limit: 10 })).body.data.map((r) => r.linea)).toEqual([296, 297, 298, 299, 300]);
    // Batches are not single transfers.
    expect((await c.call<List>(NEGOTIATOR, 'transfer_request_list', { start: 0, limit: 10000 })).body.data.some((r) => r.traspaso_id === traspaso)).toBe(false);
    const batch = (await byBatch(id)).body.data;
    expect(batch).toHaveLength(300);

    expect((await c.call(SIGNER, 'transfer_request_authorize', shownFromRows(batch))).body.data[0].respuesta).toBe('ACTUALIZADA FIRMA 1');
    // Dynamic linking binds the whole list: one payee less is another batch.
    expect(await c.call(SECOND_SIGNER, 'transfer_request_authorize', { ...shownFromRows(batch), creditos: shownFromRows(batch).creditos.slice(1) })).toMatchObject({ status: 409, body: { message: 'request.changed' } });
    expect((await c.call(SECOND_SIGNER, 'transfer_request_authorize', shownFromRows(batch))).body.data[0]).toMatchObject({ respuesta: 'request.done.executed', estado: 'Ejecutada' });

    const total = rows.reduce((sum, r) => sum + BigInt(r.importe.replace('.', '')), 0n);
    const toSol = rows.filter((_, i) => i % 2).reduce((sum, r) => sum + BigInt(r.importe.replace('.', '')), 0n);
    const after = await balancesOf(t, [CUP, SOL_CUP, '9999000000000101']);
    expect(after[CUP]!.current - before[CUP]!.current).toBe(-total);
    expect(after[SOL_CUP]!.current - before[SOL_CUP]!.current).toBe(toSol);
    expect(after['9999000000000101']!.current - before['9999000000000101']!.current).toBe(total - toSol);
    const entries = await t.db.execute<{ narrative: string; legs: number }>(sql`select e.narrative, (select count(*)::int from postings p where p.entry_id = e.id) as legs from journal_entries e where e.reference = ${`FTBEL${String(traspaso).padStart(9, '0')}`}`);
    // One entry; one leg per account touched (debit, the other company's account, clearing).
    expect(entries.rows).toEqual([{ narrative: `Lote ${id}: 300 créditos`, legs: 3 }]);
  });

  it('reports every bad row by its place in one answer, storing nothing', async () => {
    const before = await count(t, 'requests');
    const rows = Array.from({ length: 20 }, (_, i) => row(i));
    rows[3] = row(3, { importe: '0' });
    rows[7] = row(7, { cuenta_credito: '0300001001' });
    rows[12] = row(12, { detalles: 'd'.repeat(166) });
    rows[15] = row(15, { titular: '' });
    const res = await c.call(NEGOTIATOR, 'transfer_request_save', form({ idbloque: await newBatch(), creditos: rows }));
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'request.transfer.amountPositive',
      field: 'creditos',
      issues: [
        { field: 'creditos.3.importe', message: 'request.transfer.amountPositive' },
        { field: 'creditos.7.cuenta_credito', message: 'request.transfer.creditAccountInvalid' },
        { field: 'creditos.12.detalles', message: 'request.transfer.detailsTooLong' },
        { field: 'creditos.15.titular', message: 'request.transfer.holderRequired' },
      ],
    });
    // The bank's own checks report by row the same way.
    const unknown = await c.call(NEGOTIATOR, 'transfer_request_validate', form({ idbloque: await newBatch(), creditos: [row(1), row(2, { cuenta_credito: '0300001001009901' }), row(3, { moneda: 'USD' })] }));
    expect(unknown.body.issues).toEqual([
      { field: 'creditos.1.cuenta_credito', message: 'request.transfer.creditAccountUnknown' },
      { field: 'creditos.2.moneda', message: 'request.transfer.currencyMismatch' },
    ]);
    expect((await c.call(NEGOTIATOR, 'transfer_request_save', form({ idbloque: 'bad id!', creditos: [row(1)] }))).body).toEqual({ statusCode: 400, message: 'request.transfer.batchIdInvalid', field: 'idbloque' });
    expect((await c.call(NEGOTIATOR, 'transfer_request_save', form({ idbloque: 'B'.repeat(16), creditos: [row(1)] }))).body).toMatchObject({ message: 'request.transfer.batchIdInvalid' });
    expect(await count(t, 'requests')).toBe(before);
  });

  it('keeps a batch id to one batch of the company, and another company’s batch is missing', async () => {
    const id = await newBatch();
    await c.call(NEGOTIATOR, 'transfer_request_save', form({ idbloque: id, creditos: [row(1)] }));
    expect(await c.call(NEGOTIATOR, 'transfer_request_save', form({ idbloque: id, creditos: [row(2)] }))).toMatchObject({ status: 409, body: { message: 'request.transfer.batchExists', field: 'idbloque' } });
    // Racing twins cannot both take it either: the database says no.
    const other = await newBatch();
    const twins = await Promise.all([1, 2, 3].map((i) => c.call(NEGOTIATOR, 'transfer_request_save', form({ idbloque: other, creditos: [row(i)] }))));
    expect(twins.filter((a) => a.status === 200)).toHaveLength(1);
    expect(twins.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(['request.transfer.batchExists', 'request.transfer.batchExists']);
    expect(await byBatch(id, OTHER_COMPANY)).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
    expect(await byBatch('NOPE')).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
  });

  it('posts nothing when one credit cannot be posted: all or none', async () => {
    const accounts = await t.db.execute<{ id: number; number: string }>(sql`select id, number from ledger_accounts where number = ${CUP}`);
    const debit = accounts.rows[0]!;
    const postingsBefore = await count(t, 'postings');
    const content = { fecha: TODAY, tipoCuenta: 'Débito' as const, cuenta_debito: CUP, idbloque: 'BROKEN', creditos: [row(1), row(2), row(3, { moneda: 'USD' }), row(4)] };
    await expect(t.db.transaction((tx) => postTransfer(tx, { id: 999_001, debitAccountId: debit.id, content, today: TODAY }))).rejects.toMatchObject({ code: 'request.transfer.currencyMismatch' });
    expect(await count(t, 'postings')).toBe(postingsBefore);
    expect(await count(t, 'journal_entries', sql`reference = 'FTBEL999001'`)).toBe(0);

    // Through the gateway: a batch whose total the account cannot cover at the last signature.
    const { [CUP2]: funds } = await balancesOf(t, [CUP2]);
    const half = funds!.available / 2n + 100n;
    const amount = `${half / 100n}.${String(half % 100n).padStart(2, '0')}`;
    const id = await newBatch();
    const saved = await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ cuenta_debito: CUP2, idbloque: id, creditos: [row(1, { importe: amount }), row(2, { importe: amount })] }));
    const batch = (await byBatch(id)).body.data;
    await c.call(SIGNER, 'transfer_request_authorize', shownFromRows(batch));
    expect(await c.call(SECOND_SIGNER, 'transfer_request_authorize', shownFromRows(batch))).toMatchObject({ status: 409, body: { message: 'request.transfer.insufficientFunds' } });
    expect(await count(t, 'journal_entries', sql`reference = ${`FTBEL${String(saved.body.data[0].traspaso_id).padStart(9, '0')}`}`)).toBe(0);
    expect((await balancesOf(t, [CUP2]))[CUP2]).toEqual(funds);
  });
});
