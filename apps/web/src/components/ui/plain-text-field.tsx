import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useEffect, useId, useRef, useState, type ChangeEventHandler, type FocusEvent, type FocusEventHandler, type ReactNode, type Ref } from 'react';

export interface PlainTextFieldProps {
  label: ReactNode;
  id?: string;
  name?: string;
  type?: string;
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The `<input>` itself (react-hook-form's `register` focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  /** TextField's names for the slots used here. */
  slotProps?: { htmlInput?: InputBaseComponentProps; input?: { startAdornment?: ReactNode; endAdornment?: ReactNode } };
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field: what MUI's TextField renders (label, outline with its notch, helper text,
 * the same ids and ARIA), without its `select` mode. TextField imports Select, and with it Menu,
 * Popover, Modal and FocusTrap: about 16 KB of gzip the sign-in page never uses (issue 13, ADR
 * 0041). The sign-in page's fields, the password field and the results table's search box (which
 * every table's start loads, ADR 0074) use this; other forms keep TextField.
 */
export function PlainTextField({ label, id, error, helperText, required, disabled, fullWidth, size, slotProps, sx, ref, autoFocus, onBlur, ...input }: PlainTextFieldProps) {
  const ownId = useId();
  // The field focused on arrival is drawn focused from the first render: in the prerendered
  // sign-in page the browser focuses it before any code runs, and its label then sits above
  // what is typed, not under it (ADR 0050). Adopting that page then re-renders nothing when MUI
  // notes the focus; otherwise it was a synchronous render inside hydration's commit.
  const [focused, setFocused] = useState(Boolean(autoFocus));
  // A field disabled while focused loses the focus without a blur event (as MUI notes too).
  if (disabled && focused) setFocused(false);
  const own = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(own, ref);
  useEffect(() => {
    // The person put the focus elsewhere before the code ran: draw the field as it is.
    if (autoFocus && own.current !== own.current?.ownerDocument.activeElement) setFocused(false);
    // Only on arrival: later focus changes come through the input's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth} size={size} focused={focused} sx={sx}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        autoFocus={autoFocus}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          // MUI types the event for a textarea too; this field is never multiline.
          onBlur?.(event as FocusEvent<HTMLInputElement>);
        }}
        inputRef={inputRef}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        startAdornment={slotProps?.input?.startAdornment}
        endAdornment={slotProps?.input?.endAdornment}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
