import type { TFunction } from 'i18next';
import { textColumn } from '../../../components/ui/results-table';
import type { ResultsColumn } from '../../../components/ui/results-table';

/** The contract's letter codes the screens translate (`creditLetters.<kind>.<CODE>`). */
export type LetterCode = 'type' | 'confirmation' | 'category' | 'paymentForm' | 'movement' | 'yesNo';

/** Text of a letter code in the current language; '' for none. */
export function codeText(t: TFunction, kind: LetterCode, code: unknown): string {
  return code === null || code === undefined || code === '' ? '' : t(`creditLetters:${kind}.${String(code)}`);
}

/** A column of a code, shown, searched, filtered and exported by its translation. */
export function codeColumn<Row>(id: string, header: string, pick: (row: Row) => string | null, t: TFunction, kind: LetterCode): ResultsColumn<Row> {
  return textColumn(id, header, pick, (code) => codeText(t, kind, code));
}
