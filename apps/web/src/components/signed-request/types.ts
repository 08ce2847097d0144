import type { Actor, RequestAction, RequestFacts, RequestMachine, SessionUser } from '@bel/contract';
import type { TFunction } from '../../lib/translation';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api-client';
import type { Language } from '../../lib/i18n';
import type { FieldOption } from '../query-view';
import type { ResultsColumn } from '../ui/results-table';

/**
 * The form's modes (spec §2): the spec's consultar, modificar and autorizar, and `new`. They
 * travel in the address: `/home/{view}/form?mode=autorizar&id=12`; no mode (or `mode=new`)
 * is a new request, and any other mode names the request by its `id`.
 */
export const RequestMode = { new: 'new', consultar: 'consultar', modificar: 'modificar', autorizar: 'autorizar' } as const;
export type RequestMode = (typeof RequestMode)[keyof typeof RequestMode];

export interface OptionsContext {
  language: Language;
  /** The view's roles (the verify-route answer), for calls that send them. */
  roles: readonly string[];
}

/** The shared form pieces a request type can declare, each bound to one of its form values. */
export type RequestField<V extends FieldValues> =
  /** One of the accounts the view's roles may use (spec §6: the roles are sent), as the form's `cuenta`. */
  | { kind: 'account'; name: 'cuenta' & Path<V> }
  /** A select over a list loaded once per view and language; `numeric` values are numbers. */
  | { kind: 'options'; name: Path<V>; label: string; numeric?: boolean; load: (context: OptionsContext) => Promise<ApiResult<readonly FieldOption[]>> }
  /** A whole number typed in; the schema says which are allowed. */
  | { kind: 'integer'; name: Path<V>; label: string; min: number; max: number }
  /** A date picked or typed as DD/MM/YYYY and held as YYYYMMDD; `min` only bounds the calendar. */
  | { kind: 'date'; name: Path<V>; label: string; min?: string; deps?: Path<V>[] }
  /** A text typed in (a reference, an amount), or several lines of it with `rows` (details); `maxLength` counts it. */
  | { kind: 'text'; name: Path<V>; label: string; rows?: number; maxLength?: number; inputMode?: 'text' | 'decimal' }
  /** A PDF chosen from the device (`PdfValue`), with a show button; `load` fetches the stored one as base64. */
  | { kind: 'pdf'; name: Path<V>; label: string; load: (values: V) => Promise<ApiResult<string>> };

/** What an action sends: the form's values, the stored request (null when new), a reason. */
export interface ActionInput<Row, V> {
  values: V;
  row: Row | null;
  /** Only for actions whose transition carries one (reverse, cancel). */
  reason?: string;
  /**
   * The action's `Idempotency-Key` header, for the state-changing call to send (ADR 0021, 0024):
   * made once per opened form and action, so a retry after a lost answer is answered once.
   */
  headers: Readonly<Record<string, string>>;
}

/** One call per action; it answers the outcome code (`RequestOutcome`) the toast shows. */
export type ActionCall<Row, V> = (input: ActionInput<Row, V>) => Promise<ApiResult<string>>;

/**
 * What a form frame (`form.Frame`) hands the form once it has loaded what the request type needs
 * beyond its row (an amendment's letter): shown above the fields, a notice of the request's
 * state, and the schema, values and fields that depend on it. Each replaces the declaration's.
 */
export interface FormExtras<V extends FieldValues> {
  header?: ReactNode;
  notice?: ReactNode;
  schema?: z.ZodType<V, V>;
  /** A new request's values. */
  initial?: V;
  fields?: readonly RequestField<V>[];
  /** The signature panel's people, when the frame knows more of them (their days). */
  users?: RequestUsers;
  /**
   * What the actions send, from what the form holds, when part of the request lives outside the
   * form (a large batch's credits, kept apart so the form stays fast).
   */
  sends?: (values: V) => V;
}

export interface FormFrameProps<Row, V extends FieldValues> {
  row: Row | null;
  /** The form's address parameters (a new amendment's `ref`). */
  params: URLSearchParams;
  /** Renders the form with what the frame loaded; the frame shows its own loading and failures. */
  children: (extras: FormExtras<V>) => ReactNode;
}

export interface AddDialogProps<Row> {
  open: boolean;
  /** The view's requests as listed, for rules on what may be added (null while loading). */
  rows: readonly Row[] | null;
  onClose: () => void;
  /** Opens the new request's form with these address parameters. */
  onAccept: (params: Readonly<Record<string, string>>) => void;
}

/** Who prepared and who signed a request, as usernames. */
export interface RequestUsers {
  negotiators: readonly string[];
  signers: readonly string[];
  /** When each registered or signed, as shown (DD/MM/YYYY), by username; when known. */
  dates?: Readonly<Record<string, string>>;
}

/**
 * A signed-request screen as a declaration (architecture §2): the machine decides which
 * buttons are enabled, from the same data the gateway checks.
 */
export interface RequestViewConfig<Row, V extends FieldValues> {
  machine: RequestMachine;
  /** Catalogue key of the view title. */
  title: string;
  /** Catalogue key of the empty list's warning and table text (spec §8). */
  empty: string;
  /** The caller's requests of this type (the view's roles are sent, spec §6). */
  list: (roles: readonly string[]) => Promise<ApiResult<readonly Row[]>>;
  rowId: (row: Row) => number;
  /** What of the row the machine looks at (`signedRowFacts` for the spec's usual flags). */
  facts: (row: Row) => RequestFacts;
  /** Who the signed-in user is to the row (`signedRowActor`). */
  actor: (row: Row, user: SessionUser) => Actor;
  users: (row: Row) => RequestUsers;
  /** The rejection or cancellation reason to show, if any. */
  rejection: (row: Row) => string | null;
  /** Catalogue key of the words before that reason ('form.rejected' when absent). */
  rejectionLabel?: string;
  columns: (t: TFunction) => readonly ResultsColumn<Row>[];
  form: {
    /** The contract's schema of the editable fields; its messages are catalogue codes. */
    schema: z.ZodType<V, V>;
    /** A new request's values. */
    empty: V;
    fromRow: (row: Row) => V;
    fields: readonly RequestField<V>[];
    /** Loads what the form needs beyond the row and hands it to the form (FormExtras). */
    Frame?: ComponentType<FormFrameProps<Row, V>>;
  };
  calls: Readonly<Partial<Record<RequestAction, ActionCall<Row, V>>>>;
  /** A check-only call the editable form offers (the LC amendment's validate): its outcome code is shown. */
  validate?: ActionCall<Row, V>;
  /** Tabs above the table (the LC amendments' one tab, FECHA): each a catalogue key and the rows it lists (all when no filter). */
  tabs?: readonly { label: string; filter?: (row: Row) => boolean }[];
  /** What "add" opens before the new form (a dialog asking for the letter's reference). */
  AddDialog?: ComponentType<AddDialogProps<Row>>;
  /** A row's "see details" when it does something else than open the form; answers whether it did. */
  seeDetails?: (row: Row) => boolean;
  /**
   * The account the form's values would be signed on: authorize-and-send is offered on a new or
   * modified request only when it is one the user may sign for (`getAccountsByUsersSigners`).
   */
  signsFor?: (values: V) => string;
  /** Errors-catalogue code an action's failure shows when the gateway's code is not a known one (spec §8). */
  failures?: Readonly<Partial<Record<RequestAction, string>>>;
  /** The request's state as people read it (translated by code). */
  stateName: (state: number, t: TFunction) => string;
}
