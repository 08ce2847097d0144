import type { SessionUser } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import { formatYmd } from '../../../lib/format';

export function LastConnection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  return <>{user.datos_ultima_conexion ? t('lastConnection', { date: formatYmd(user.datos_ultima_conexion) }) : t('firstConnection')}</>;
}
