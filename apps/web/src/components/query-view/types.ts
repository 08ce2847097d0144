import type { AccountRef, DateRule } from '@bel/contract';
import type { ViewLayout } from '@bel/contract/tables';
import type { TFunction } from '../../lib/translation';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api-client';
import type { Language } from '../../lib/i18n';
import type { DetailField, SummaryRow } from '../ui/results-table';

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

/** What a screen's form becomes: the input of its layout's query (and of its exports). */
export type InputFn<Input> = (values: QueryFormValues, context: SearchContext) => Input;

/** What only the screen adds to a view's layout: details, a totals row, a chart, row actions. */
export interface ScreenExtras<Answer, Row> {
  detailsTitle?: string;
  detailFields?: (row: Row, t: TFunction) => DetailField[];
  summary?: (answer: Answer, t: TFunction) => SummaryRow | null;
  /** More content between the cards and the table (a chart). */
  extra?: (answer: Answer) => ReactNode;
  /** Per-row buttons and bulk actions on selected rows (statements). */
  rowActions?: (row: Row, t: TFunction) => ReactNode;
  bulkActions?: (selected: readonly Row[], t: TFunction) => ReactNode;
}

/**
 * A query view: the contract's layout (title, query, rows, columns, cards: ADR 0035), the
 * form that fills the query's input, and the screen's extras. The gateway renders the exports
 * from the same layout and the same input.
 */
export interface QueryViewConfig<Answer, Row, Input = unknown> extends ScreenExtras<Answer, Row> {
  layout: ViewLayout<Answer, Row, Input>;
  fields: readonly QueryField[];
  input: InputFn<Input>;
}


/** Declares a query view with its types inferred from its layout (the form's input included). */
export function queryViewConfig<Answer, Row, Input>(config: QueryViewConfig<Answer, Row, Input>): QueryViewConfig<Answer, Row, Input> {
  return config;
}
