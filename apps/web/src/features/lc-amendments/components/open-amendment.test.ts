import type { LcAmendmentRow } from '@bel/contract';
import { describe, expect, it } from 'vitest';
import { openAmendmentCode } from './add-amendment-dialog';

const row = (enmienda_id: number, referencia: string, estado: number) => ({ enmienda_id, referencia, estado }) as LcAmendmentRow;

describe('a new amendment (spec §4)', () => {
  it('is allowed for a letter with none, or whose latest is authorized, rejected or deleted', () => {
    expect(openAmendmentCode([], 'TF1001000003')).toBeNull();
    for (const estado of [4, 5, 6]) expect(openAmendmentCode([row(1, 'TF1001000003', 1), row(2, 'TF1001000003', estado)], 'TF1001000003')).toBeNull();
  });

  it('is refused naming the state of the latest (highest id) while it is under way', () => {
    expect(openAmendmentCode([row(9, 'TF1001000003', 2), row(4, 'TF1001000003', 6)], 'TF1001000003')).toBe('request.lc.amendmentOpen.2');
    expect(openAmendmentCode([row(3, 'TF1001000003', 3), row(5, 'TF1001000006', 1)], 'TF1001000003')).toBe('request.lc.amendmentOpen.3');
    expect(openAmendmentCode([row(5, 'TF1001000006', 1)], 'TF1001000003')).toBeNull();
  });
});
