import Link from '@mui/material/Link';
import { useTranslation } from '../../../lib/translation';

/** Lets keyboard users jump past the header, the menu and the tabs. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
