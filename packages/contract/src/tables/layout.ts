import type { z } from 'zod';
import type { DataOf, Endpoint } from '../endpoint.js';
import type { TypedRoute } from '../routes.js';
import type { LayoutColumn, LayoutGroupBy, Translate } from './columns.js';
import type { HeaderLine } from './export-table.js';
import { formatAmount } from './format.js';

/**
 * Calls an endpoint of the contract as the signed-in caller: the web app's fetch, or the
 * gateway calling its own route with the caller's token (ADR 0035). A refusal throws.
 */
export type CallAs = <E extends Endpoint>(route: TypedRoute<E>, input: { body?: unknown; query?: unknown }) => Promise<DataOf<E>>;

/** A collapsible card above a view's table: label/value lines taken from the answer. */
export interface LayoutCard {
  title: string;
  fields: { label: string; value: string; kind?: 'amount' }[];
}

/** A code's text by an options field (LC statistics: a liquidity-support sigla); the code itself when unknown. */
export type OptionLabel = (name: 'referencePECEX', value: string | null | undefined) => string;

/** What a table shows of a view: its name, title, columns, grouping and cards. */
export type TableLayout<Answer = unknown, Row = unknown> = Pick<ViewLayout<Answer, Row>, 'key' | 'title' | 'columns' | 'groupBy' | 'cards'>;

/**
 * One exportable view, declared once for the screen and for the gateway (ADR 0035): the query
 * it runs, its rows, its columns, its cards and header block. The screen adds its form, its
 * details and its extras; the gateway runs the same query with the caller's rights, orders
 * the rows as the person's table does, and renders the files.
 */
export interface ViewLayout<Answer = unknown, Row = unknown, Input = unknown> {
  /** The export's name in `POST exports` (the view key, or `rates_in_force` for the rates panel). */
  key: string;
  /** The view whose entitlement and 'Exportar' action an export needs; null: any signed-in user (the rates panel). */
  view: string | null;
  /** Catalogue key of the title (the PDF's title and the file name). */
  title: string;
  /**
   * The call whose body is what the screen sends its query (null: the query takes nothing): the
   * gateway checks an export's search against that call's schema before it runs the query. A
   * route, not the schema, so that a table's screen loads no zod (ADR 0065).
   */
  input: TypedRoute<{ body?: z.ZodType<Input> }> | null;
  /** The screen's query: one call or a few, with the caller's rights. */
  query: (call: CallAs, input: Input) => Promise<Answer>;
  rows: (answer: Answer) => readonly Row[];
  columns: (t: Translate, optionLabel: OptionLabel) => readonly LayoutColumn<Row>[];
  groupBy?: (t: Translate) => LayoutGroupBy<Row>;
  cards?: (answer: Answer, t: Translate) => LayoutCard[];
  /** The PDF's header block; defaults to the cards' lines. */
  header?: (answer: Answer, t: Translate) => HeaderLine[];
  /** Loads the options a column shows by their text, in the export's language. */
  options?: (call: CallAs, language: string) => Promise<OptionLabel>;
}

/** What an endpoint's body parses to: a layout's input. */
export type BodyOut<E extends Endpoint> = z.output<NonNullable<E['body']>>;

/** A layout whose types are forgotten, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLayout = ViewLayout<any, any, any>;

export const codeAsLabel: OptionLabel = (_name, value) => value ?? '';

/** One call whose input is the endpoint's body: most query views. */
export function bodyQuery<E extends Endpoint>(route: TypedRoute<E>): (call: CallAs, input: unknown) => Promise<DataOf<E>> {
  return (call, input) => call(route, { body: input });
}

/**
 * The lines a PDF prints above its table: the layout's own header block, else its cards'
 * lines (amounts formatted as the cards show them).
 */
export function headerLines<Answer>(layout: ViewLayout<Answer, unknown, unknown>, answer: Answer, t: Translate): HeaderLine[] {
  if (layout.header) return layout.header(answer, t);
  return (layout.cards?.(answer, t) ?? []).flatMap((card) => card.fields.map(({ label, value, kind }) => ({ label, value: kind === 'amount' ? formatAmount(value) : value })));
}
