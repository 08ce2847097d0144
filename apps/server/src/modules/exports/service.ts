import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Action, ErrorCode, EXPORT_MAX_ROWS, ExportError, type DataOf, type ExportFormat, type ExportTableState, type Language, type api } from '@bel/contract';
import {
  buildExportTable,
  codeAsLabel,
  exportFileName,
  exportLayouts,
  headerLines,
  initialTableState,
  orderedRows,
  type AnyLayout,
  type OptionLabel,
} from '@bel/contract/tables';
import type { Deps } from '../../deps.js';
import { entitlementFor } from '../../core/entitlements/repo.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { Failure } from '../../http/failure.js';
import { CallRefused, callAsCaller } from './call-as.js';
import { layoutInput } from './layout-input.js';
import { translator } from './catalogues.js';
import { renderPdf } from './pdf.js';
import { recordIssued } from '../../core/issued-documents/repo.js';
import { buildCsv, buildXlsx } from './sheets.js';

export const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** 'DD/MM/YYYY HH:mm:ss' in UTC, the bank's time (ADR 0008). */
const printed = (d: Date) => d.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2}).*$/, '$3/$2/$1 $4');

export interface ExportInput {
  view: string;
  search: Record<string, unknown>;
  table: ExportTableState;
  language: Language;
  format: ExportFormat;
}


type Seal = Deps['seal'];

export interface RenderInput {
  layout: AnyLayout;
  answer: unknown;
  optionLabel: OptionLabel;
  table: ExportTableState;
  language: Language;
  format: ExportFormat;
  reference: string;
  now: Date;
}

/**
 * The file of one export from its query's answer: the rows narrowed and ordered as the
 * person's table does (search, filters, sort, grouping), in the language asked, as PDF
 * (sealed), Excel or CSV. What `bench/exports.ts` measures.
 */
export async function renderExport(input: RenderInput, seal: Pick<Seal, 'sealPdf'>): Promise<{ file: Uint8Array; title: string; count: number }> {
  const { layout, answer, format } = input;
  const t = translator(input.language);
  const columns = layout.columns(t, input.optionLabel);
  const state = { ...initialTableState, search: input.table.search, filters: input.table.filters, sort: input.table.sort };
  const ordered = orderedRows(layout.rows(answer), columns, state, layout.groupBy?.(t)).rows;
  const title = t(layout.title);
  const table = buildExportTable(title, ordered, columns, t, headerLines(layout, answer, t));
  let file: Uint8Array;
  if (format === 'pdf') {
    const labels = {
      bankName: t('common:bank.name'),
      generatedAt: t('query:export.generatedAt'),
      reference: t('query:export.reference'),
      pageOf: (page: number, pages: number) => t('query:export.pageOf', { page, pages }),
    };
    file = await seal.sealPdf(await renderPdf(table, { labels, timestamp: printed(input.now), reference: input.reference }));
  } else if (format === 'xlsx') {
    file = await buildXlsx(table);
  } else {
    file = Buffer.from(buildCsv(table), 'utf8');
  }
  return { file, title, count: ordered.length };
}

/**
 * Exports rendered by the gateway (ADR 0035): the view's entitlement and its 'Exportar'
 * action, the view's own query run again as the caller, the rows ordered as the person's table
 * orders them, then the file; a PDF sealed by the bank. Every file is recorded with its hash,
 * so `signatures/sign` can tell the bank's documents from anyone else's.
 */
export function createExportService({ db, clock }: Pick<Deps, 'db' | 'clock'>, seal: Seal) {
  async function entitled(session: SessionContext, layout: AnyLayout): Promise<void> {
    // The rates panel is no view: every signed-in user sees it, and may export it (ADR 0016).
    if (layout.view === null) return;
    const { actions } = await entitlementFor(db, layout.view, session.roles);
    if (!actions.includes(Action.export)) throw new Failure(403, ErrorCode.accessDenied);
  }

  return {
    async render(session: SessionContext, body: ExportInput, request: FastifyRequest): Promise<{ data: DataOf<typeof api.exports.render> }> {
      const layout = Object.hasOwn(exportLayouts, body.view) ? exportLayouts[body.view] : undefined;
      if (!layout) throw new Failure(400, ExportError.viewInvalid, { field: 'view' });
      await entitled(session, layout);
      // The query's own schema, with its own codes: what the screen's call would have refused.
      const input = layoutInput(layout).safeParse(body.search);
      if (!input.success) {
        const issue = input.error.issues[0];
        throw new Failure(400, issue?.message ?? 'export.searchInvalid', { field: ['search', ...(issue?.path ?? [])].join('.') });
      }
      const call = callAsCaller(request);
      let answer: unknown;
      let optionLabel = codeAsLabel;
      try {
        answer = await layout.query(call, input.data);
        if (layout.options) optionLabel = await layout.options(call, body.language);
      } catch (err) {
        // Another company's account is missing here as it is on the screen: the route said so.
        if (err instanceof CallRefused) throw new Failure(err.statusCode, err.code, err.field ? { field: `search.${err.field}` } : {});
        throw err;
      }
      const rows = layout.rows(answer);
      if (rows.length > EXPORT_MAX_ROWS) throw new Failure(413, ExportError.tooLarge);
      const { referencia: reference } = (await seal.exportReference(session, request.log)).data;
      const now = clock.now();
      const { file, title, count } = await renderExport({ layout, answer, optionLabel, table: body.table, language: body.language, format: body.format, reference, now }, seal);
      const sha256 = createHash('sha256').update(file).digest();
      await recordIssued(db, { userId: session.userId, sha256, viewKey: layout.key, format: body.format, language: body.language, reference, rows: count, createdAt: now });
      request.log.info({ audit: 'export.issued', userId: session.userId, view: layout.key, format: body.format, rows: count, sha256: sha256.toString('hex'), reference }, 'export issued');
      return { data: { fileName: exportFileName(title, body.format), mimeType: MIME[body.format], content: Buffer.from(file).toString('base64'), reference, rows: count } };
    },
  };
}
