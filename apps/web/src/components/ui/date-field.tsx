import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { isWeekend } from '@bel/contract';
import { useErrorText, useLanguage } from '../../lib/i18n';

const PICKER_TEXT = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** Date pickers in the page's language (DD/MM/YYYY in both). */
export function DateProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXT[language]}>
      {children}
    </LocalizationProvider>
  );
}

/** What the form stores for a date the picker holds but cannot read (typed half-way). */
const INVALID = 'invalid';

function fromYmd(value: string): Dayjs | null {
  if (!/^\d{8}$/.test(value)) return null;
  return dayjs(new Date(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8))));
}

function toYmdValue(date: Dayjs | null): string {
  if (date === null) return '';
  // Years before 1000 still get four digits, so "0001" reaches the out-of-range check.
  return date.isValid() ? `${String(date.year()).padStart(4, '0')}${date.format('MMDD')}` : INVALID;
}

interface DateFieldProps<T extends FieldValues> {
  /** The form's control; inside a FormProvider it can be left out. */
  control?: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** YYYYMMDD bounds for the calendar; the schema still decides what is valid. */
  min?: string;
  max?: string;
  /** Open the calendar on the year list (birth dates). */
  openToYear?: boolean;
  /** Fields to validate again when this one changes (the other end of a range). */
  deps?: FieldPath<T>[];
  /** Shown, not edited (a request's form in details or sign mode). */
  readOnly?: boolean;
  /** Weekends greyed out in the calendar (a day the bank executes on); the schema still decides. */
  workingDaysOnly?: boolean;
}

/**
 * A date typed or picked as DD/MM/YYYY and held in the form as YYYYMMDD (spec §9), for any
 * react-hook-form. A half-typed date is held as "invalid", which the schema refuses.
 */
export function DateField<T extends FieldValues>({ control, name, label, min, max, openToYear, deps, readOnly, workingDaysOnly }: DateFieldProps<T>) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name, rules: { deps } });
  // The picker keeps what was typed only if it gets back the very object it emitted.
  const [last, setLast] = useState<Dayjs | null>(null);
  const current = String(field.value ?? '');
  const value = toYmdValue(last) === current ? last : fromYmd(current);
  return (
    <DatePicker
      label={label}
      value={value}
      format="DD/MM/YYYY"
      readOnly={readOnly}
      minDate={min ? (fromYmd(min) ?? undefined) : undefined}
      maxDate={max ? (fromYmd(max) ?? undefined) : undefined}
      openTo={openToYear ? 'year' : undefined}
      shouldDisableDate={workingDaysOnly ? (day) => isWeekend(toYmdValue(day)) : undefined}
      views={['year', 'month', 'day']}
      onChange={(next) => {
        setLast(next);
        field.onChange(toYmdValue(next));
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
