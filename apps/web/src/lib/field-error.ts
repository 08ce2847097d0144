import type { FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useErrorText } from './i18n';

export interface FieldErrorProps {
  error: boolean;
  helperText: string | undefined;
}

/**
 * The error props of a form's fields for MUI (`{...fieldError('email')}`): the field's error
 * code translated from the errors catalogue under it, or no error. Codes in `hidden` are not
 * shown under the field (the form says them elsewhere).
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>, hidden: readonly string[] = []): (name: Path<T>) => FieldErrorProps {
  const errorText = useErrorText();
  return (name) => {
    const code = (errors[name] as FieldError | undefined)?.message;
    return code !== undefined && !hidden.includes(code) ? { error: true, helperText: errorText(code) } : { error: false, helperText: undefined };
  };
}
