import { routes } from '@bel/contract';
import type { api, DataOf } from '@bel/contract';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { base64ToBytes, saveFile } from '../../../lib/export/bytes';
import { reportFailure, toast } from '../../../lib/toast';

export type StatementRow = DataOf<typeof api.accounts.getStatements>[number];
export type StatementFormat = 'pdf' | 'txt' | 'xml';
export const STATEMENT_FORMATS: readonly StatementFormat[] = ['pdf', 'txt', 'xml'];

const ONE = { pdf: routes.accounts.getStatementsPDF, txt: routes.accounts.getStatementsTXT, xml: routes.accounts.getStatementsXML } as const;

/** Spec §8: a failed or empty download is the no-data warning; names come from the gateway. */
function save(result: ApiResult<DataOf<typeof api.accounts.getStatementsPDF>>): void {
  if (!result.ok || !result.data.content) {
    if (result.ok) toast.warning('msg.warning.noDataFound');
    else reportFailure(result.error, { key: 'msg.warning.noDataFound', severity: 'warning' });
    return;
  }
  saveFile(base64ToBytes(result.data.content), result.data.mimeType, result.data.fileName);
}

export async function downloadStatement(row: StatementRow, format: StatementFormat): Promise<void> {
  save(await call(ONE[format], { body: { cuenta: row.cuenta, date: row.fecha } }));
}

/** Several statements in one zip (accounts/getStatementsDocuments). */
export async function downloadStatements(rows: readonly StatementRow[], format: StatementFormat): Promise<void> {
  if (rows.length === 0) return;
  save(await call(routes.accounts.getStatementsDocuments, { body: { documents: rows.map((row) => ({ cuenta: row.cuenta, date: row.fecha })), type: format } }));
}
