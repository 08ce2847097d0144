import { DateField } from '../../ui/date-field';
import type { QueryFormValues } from '../types';

type DateName = 'startDate' | 'endDate' | 'date';

interface DateInputProps {
  name: DateName;
  label: string;
  /** YYYYMMDD bounds for the calendar (the schema still decides what is valid). */
  min?: string;
  max?: string;
  /** Fields to validate again when this one changes (the other end of a range). */
  deps?: DateName[];
}

/** A query form's date: the shared date field, shown DD/MM/YYYY and held as YYYYMMDD (spec §5, §9). */
export function DateInput(props: DateInputProps) {
  return <DateField<QueryFormValues> {...props} />;
}
