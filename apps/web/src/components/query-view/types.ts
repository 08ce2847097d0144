import type { AccountRef, DateRule } from '@bel/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api-client';
import type { Language } from '../../lib/i18n';
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
  /** Free text (LC statistics: part of the beneficiary's name). */
  beneficiary: string;
  /** A code chosen from a list loaded for the view (LC statistics: a liquidity-support sigla). */
  referencePECEX: string;
  /** A user name (traces). */
  username: string;
}

export const EMPTY_FORM: QueryFormValues = { cuenta: '', cuentas: [], startDate: '', endDate: '', reference: '', currency: '', date: '', beneficiary: '', referencePECEX: '', username: '' };

/** Form values that are typed as free text. */
export type TextFieldName = 'reference' | 'beneficiary' | 'username';
/** Form values that are chosen from a loaded list of options. */
export type OptionsFieldName = 'referencePECEX';

/** One choice of an options field: the code sent, the text shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * A text field's schema: the contract's own (so the form refuses what the gateway refuses). A
 * field whose schema accepts '' is optional, one that refuses it is required.
 */
type TextSchema = z.ZodType;

/** The shared form pieces a screen can declare (dates are YYYYMMDD strings in the form). */
export type QueryField =
  | { kind: 'account' }
  | { kind: 'accounts' }
  | { kind: 'dateRange'; rule: DateRule }
  /** A reference or contract number (the `reference` value); required unless its schema accepts ''. */
  | { kind: 'reference'; schema: TextSchema; label: string; placeholder?: string }
  /** Any other free text. */
  | { kind: 'text'; name: TextFieldName; schema: TextSchema; label: string; placeholder?: string }
  /**
   * A select whose options `load` brings, once per view and language (spec §4). A failed load
   * shows the gateway's message as an error, an empty one `msg.warning.noAccountFound` (spec
   * §8). The first choice, `emptyLabel`, sends '' (no filter) and is offered only when the
   * schema accepts ''.
   */
  | { kind: 'options'; name: OptionsFieldName; schema: TextSchema; label: string; emptyLabel: string; load: (language: Language) => Promise<ApiResult<readonly FieldOption[]>> }
  | { kind: 'currency'; schema: z.ZodType<string> }
  | { kind: 'date'; schema: z.ZodType<string> };

/** The loaded options of a view's options fields, by field name; `null` while loading. */
export type LoadedOptions = Partial<Record<OptionsFieldName, readonly FieldOption[] | null>>;

/** The text of an option by its field and code; the code itself while the options load or when unknown. */
export type OptionLabel = (name: OptionsFieldName, value: string | null | undefined) => string;

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

/** What a screen's search does: the form's values to the gateway's answer. */
export type SearchFn<Answer> = (values: QueryFormValues, context: SearchContext) => Promise<ApiResult<Answer>>;

export interface QueryViewConfig<Answer, Row> {
  /** Catalogue key of the view title (also the export title). */
  title: string;
  fields: readonly QueryField[];
  /** The call: form values to a contract endpoint's answer. */
  search: SearchFn<Answer>;
  rows: (answer: Answer) => readonly Row[];
  /**
   * Columns per language (called again when the language changes or options arrive);
   * `optionLabel` shows a code by its option's text (LC statistics: the liquidity support).
   */
  columns: (t: TFunction, optionLabel: OptionLabel) => readonly ResultsColumn<Row>[];
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
