import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

interface StepBarProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  activeStep: number;
  /** Hidden on narrow screens, where the card says the step in words instead. */
  sx?: object;
}

/**
 * The two-step flows' progress, drawn like MUI's horizontal Stepper (numbered circles, a check for
 * a finished step, a line between them) but as a plain ordered list with `aria-current`. MUI's
 * Stepper brings keyboard navigation for clickable steps, which these are not: about 8 KB of gzip
 * on the sign-in page (issue 13).
 */
export function StepBar({ steps, activeStep, sx }: StepBarProps) {
  return (
    <Box component="ol" sx={{ display: 'flex', alignItems: 'center', m: 0, p: 0, listStyle: 'none', ...sx }}>
      {steps.map((name, index) => {
        const done = index < activeStep;
        const active = index === activeStep;
        return (
          <Box component="li" key={name} aria-current={active ? 'step' : undefined} sx={{ display: 'flex', alignItems: 'center', flex: index > 0 ? '1 1 auto' : '0 0 auto' }}>
            {index > 0 && <Box aria-hidden sx={{ flex: '1 1 auto', borderTop: 1, borderColor: 'grey.400', minWidth: 16, mr: 1 }} />}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
              {done ? (
                <CheckCircleIcon color="primary" sx={{ fontSize: 24 }} />
              ) : (
                // grey.600, not MUI's text.disabled: the number is text, and must read at 4.5:1.
                <Box
                  aria-hidden
                  sx={{ width: 24, height: 24, borderRadius: '50%', display: 'grid', placeItems: 'center', typography: 'caption', lineHeight: 1, color: 'common.white', bgcolor: active ? 'primary.main' : 'grey.600' }}
                >
                  {index + 1}
                </Box>
              )}
              <Box component="span" sx={{ typography: 'body2', fontWeight: active ? 500 : 400, color: active || done ? 'text.primary' : 'text.secondary' }}>
                {name}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
