import { maxEndDate, MIN_DATE } from '@bel/contract';
import type { DateRule } from '@bel/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { QueryFormValues } from '../types';
import { DateInput } from './date-input';

const valid = (ymd: string) => /^\d{8}$/.test(ymd);

/**
 * From and to dates (spec §5): start between 1900-01-01 and the end date (or today); end
 * between the start and `maxEndDate` (today, or start + 30 days for movements).
 */
export function DateRangeFields({ rule, today }: { rule: DateRule; today: string }) {
  const { t } = useTranslation('query');
  const [start, end] = useWatch<QueryFormValues, ['startDate', 'endDate']>({ name: ['startDate', 'endDate'] });
  const startMax = valid(end) && end < today ? end : today;
  return (
    <>
      <DateInput name="startDate" label={t('fields.startDate')} min={MIN_DATE} max={startMax} deps={['endDate']} />
      <DateInput name="endDate" label={t('fields.endDate')} min={valid(start) ? start : MIN_DATE} max={maxEndDate(valid(start) ? start : undefined, today, rule)} deps={['startDate']} />
    </>
  );
}
