import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useErrorText } from '../../../lib/i18n';
import type { QueryFormValues } from '../types';

type DateName = 'startDate' | 'endDate' | 'date';

/** What the form stores for a date the picker holds but cannot read (typed half-way). */
const INVALID = 'invalid';

function fromYmd(value: string): Dayjs | null {
  if (!/^\d{8}$/.test(value)) return null;
  return dayjs(new Date(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8))));
}

function toFormValue(date: Dayjs | null): string {
  if (date === null) return '';
  // Years before 1000 still get four digits, so "0001" reaches the out-of-range check.
  return date.isValid() ? `${String(date.year()).padStart(4, '0')}${date.format('MMDD')}` : INVALID;
}

interface DateInputProps {
  name: DateName;
  label: string;
  /** YYYYMMDD bounds for the calendar (the schema still decides what is valid). */
  min?: string;
  max?: string;
  /** Fields to validate again when this one changes (the other end of a range). */
  deps?: DateName[];
}

/** A date picker shown DD/MM/YYYY, holding YYYYMMDD in the form (spec §5, §9). */
export function DateInput({ name, label, min, max, deps }: DateInputProps) {
  const errorText = useErrorText();
  const { field, fieldState } = useController<QueryFormValues, DateName>({ name, rules: { deps } });
  // The picker keeps what was typed only if it gets back the very object it emitted.
  const [last, setLast] = useState<Dayjs | null>(null);
  const value = toFormValue(last) === field.value ? last : fromYmd(field.value);
  const minDate = min ? fromYmd(min) : null;
  const maxDate = max ? fromYmd(max) : null;
  return (
    <DatePicker
      label={label}
      value={value}
      format="DD/MM/YYYY"
      minDate={minDate ?? undefined}
      maxDate={maxDate ?? undefined}
      onChange={(next) => {
        setLast(next);
        field.onChange(toFormValue(next));
      }}
      inputRef={field.ref}
      slotProps={{
        textField: {
          name: field.name,
          required: true,
          onBlur: field.onBlur,
          error: fieldState.error !== undefined,
          helperText: fieldState.error ? errorText(fieldState.error.message) : ' ',
          fullWidth: true,
        },
      }}
    />
  );
}
