import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { fileDocument } from './files.js';
import { LANGUAGES } from './languages.js';

/** What an export is written as (spec §6): a PDF sealed by the bank, Excel, or ';' CSV. */
export const EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Ours: refusals of `POST exports` (ADR 0035). */
export const ExportError = {
  /** No exportable table has that name (400, field `view`). */
  viewInvalid: 'export.viewInvalid',
  /** More rows than one file may hold (413). */
  tooLarge: 'export.tooLarge',
} as const;

/** The most rows one export writes: ten thousand traces with room to spare. */
export const EXPORT_MAX_ROWS = 20_000;

const short = (max: number, code: string) => z.string({ error: () => code }).max(max, code);

/**
 * The person's table as they see it (ADR 0015): the search box, the column filters and the
 * sort. Grouping is the view's own. Only what the gateway's own rows are narrowed and ordered by.
 */
export const exportTableState = z.object({
  search: short(200, 'export.tableInvalid').default(''),
  filters: z
    .record(short(64, 'export.tableInvalid'), short(200, 'export.tableInvalid'), { error: () => 'export.tableInvalid' })
    .refine((filters) => Object.keys(filters).length <= 40, 'export.tableInvalid')
    .default({}),
  sort: z
    .object({ columnId: short(64, 'export.tableInvalid'), direction: z.enum(['asc', 'desc'], { error: () => 'export.tableInvalid' }) }, { error: () => 'export.tableInvalid' })
    .nullable()
    .default(null),
});
export type ExportTableState = z.infer<typeof exportTableState>;

/**
 * `POST exports` (ours, ADR 0035): the browser names the table (`view`, a view key or
 * `rates_in_force`), sends what its query sent (`search`, checked against that call's own
 * schema by the gateway), its table state, the language and the format. The gateway runs the
 * same query with the caller's rights and answers the file it rendered, a PDF sealed.
 */
export const exportRequest = z.object({
  view: z.string({ error: () => ExportError.viewInvalid }).regex(/^[a-z_]{1,64}$/, ExportError.viewInvalid),
  search: z.record(z.string(), z.unknown(), { error: () => 'export.searchInvalid' }).default({}),
  table: exportTableState.default({ search: '', filters: {}, sort: null }),
  language: z.enum(LANGUAGES, { error: () => 'export.languageInvalid' }),
  format: z.enum(EXPORT_FORMATS, { error: () => 'doc.formatInvalid' }),
});
export type ExportRequest = z.input<typeof exportRequest>;

export const exportEndpoints = {
  /**
   * Renders a view's table on the gateway. No `views` here: the table named decides, and the
   * gateway checks that view's entitlement and its 'Exportar' action (ADR 0006, 0035).
   */
  render: endpoint({ method: 'POST', path: '/exports', access: 'session', body: exportRequest, data: fileDocument.extend({ reference: z.string(), rows: z.number().int() }) }),
};
