import type { AccountRef, DateRule } from '@bel/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api-client';
import type { HeaderLine } from '../../lib/export/export-table';
import type { DetailField, ResultsColumn, ResultsGroupBy, SummaryRow } from '../ui/results-table';

/**
 * Every value a query form can hold (spec §3 "query form data"). A screen declares which
 * fields it shows; only those are validated and reach its `search`.
 */
export interface QueryFormValues {
  /** Single account. */
  cuenta: string;
  /** Several accounts; empty means "all loaded accounts" (spec §5). */
  cuentas: string[];
  startDate: string;
  endDate: string;
  /** A reference or contract number. */
  reference: string;
  currency: string;
  /** A plain date (rate history). */
  date: string;
}

export const EMPTY_FORM: QueryFormValues = { cuenta: '', cuentas: [], startDate: '', endDate: '', reference: '', currency: '', date: '' };

/** The shared form pieces a screen can declare (dates are YYYYMMDD strings in the form). */
export type QueryField =
  | { kind: 'account' }
  | { kind: 'accounts' }
  | { kind: 'dateRange'; rule: DateRule }
  | { kind: 'reference'; schema: z.ZodType<string>; label: string; placeholder?: string }
  | { kind: 'currency'; schema: z.ZodType<string> }
  | { kind: 'date'; schema: z.ZodType<string> };

export interface SearchContext {
  /** The accounts loaded for the view (for "none chosen means all"). */
  accounts: readonly AccountRef[];
  today: string;
}

/** A collapsible card above the table, with label/value lines taken from the answer. */
export interface HeaderCard {
  title: string;
  fields: { label: string; value: string; kind?: 'amount' }[];
}

export interface QueryViewConfig<Answer, Row> {
  /** Catalogue key of the view title (also the export title). */
  title: string;
  fields: readonly QueryField[];
  /** The call: form values to a contract endpoint's answer. */
  search: (values: QueryFormValues, context: SearchContext) => Promise<ApiResult<Answer>>;
  rows: (answer: Answer) => readonly Row[];
  /** Columns per language (called again when the language changes). */
  columns: (t: TFunction) => readonly ResultsColumn<Row>[];
  detailsTitle?: string;
  detailFields?: (row: Row, t: TFunction) => DetailField[];
  groupBy?: (t: TFunction) => ResultsGroupBy<Row>;
  headerCards?: (answer: Answer, t: TFunction) => HeaderCard[];
  summary?: (answer: Answer, t: TFunction) => SummaryRow | null;
  /** The PDF's header block; defaults to the header cards' lines. */
  exportHeader?: (answer: Answer, t: TFunction) => HeaderLine[];
  /** More content between the cards and the table (a chart). */
  extra?: (answer: Answer) => ReactNode;
  /** Per-row buttons and bulk actions on selected rows (statements). */
  rowActions?: (row: Row, t: TFunction) => ReactNode;
  bulkActions?: (selected: readonly Row[], t: TFunction) => ReactNode;
}
