import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { PlainTextField, type PlainTextFieldProps } from './plain-text-field';

/** A password field with a button that shows or hides what was typed (a plain field: it is on the sign-in page). */
export function PasswordField(props: Omit<PlainTextFieldProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(visible ? 'actions.hidePassword' : 'actions.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                // Keeps the caret in the field when the toggle is clicked with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
