import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES } from '@bel/contract';
import { useTranslation } from '../../lib/translation';
import { visuallyHidden } from './visually-hidden';

/** The rule code's last part: `credentials.passwordDigit` -> `digit`. */
const ruleKey = (code: string) => code.replace('credentials.password', '').toLowerCase();

/**
 * The new-password rule of doc 2 §5 as a checklist that fills in while the person types.
 * Each line says met or not in words and with an icon, never by colour alone; the field
 * points here with aria-describedby.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('common');
  return (
    <Box id={id} sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
      <Box component="p" sx={{ m: 0, mb: 0.5 }}>
        {t('passwordRules.title')}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && rule.test(password);
          return (
            <Box component="li" key={rule.code} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: met ? 'success.dark' : 'text.secondary' }}>
              {met ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
              <span>{t(`passwordRules.${ruleKey(rule.code)}`)}</span>
              <span style={visuallyHidden}>{t(met ? 'passwordRules.met' : 'passwordRules.notMet')}</span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
