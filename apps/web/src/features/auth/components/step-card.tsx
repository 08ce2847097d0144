import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { LoginMessage } from '../login-errors';
import { StepBar } from './step-bar';

interface StepCardProps {
  title: string;
  /** The steps' names, in order. */
  steps: readonly string[];
  activeStep: number;
  /** The flow's messages, shown in one alert above the step. */
  messages: readonly LoginMessage[];
  maxWidth: number;
  /** Shown between the step line and the messages. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The card of a two-step flow on the sign-in pages (sign-in, password recovery): title, step
 * bar (in words on narrow screens, where the bar is hidden), one alert for all messages so
 * they are announced together, then the step itself.
 */
export function StepCard({ title, steps, activeStep, messages, maxWidth, intro, children }: StepCardProps) {
  const { t } = useTranslation('auth');
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {title}
        </Typography>
        <StepBar steps={steps} activeStep={activeStep} sx={{ display: { xs: 'none', sm: 'flex' } }} />
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, textAlign: 'center', mt: -1 }}>
          {t('stepOf', { step: activeStep + 1, count: steps.length, name: steps[activeStep] })}
        </Typography>
        {intro}
        {messages.length > 0 && (
          <Alert severity={messages[0]?.severity ?? 'error'}>
            {messages.map((message) => (
              <Box key={message.key} component="p" sx={{ m: 0, '& + &': { mt: 1, fontWeight: 600 } }}>
                {t(message.key)}
              </Box>
            ))}
          </Alert>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
