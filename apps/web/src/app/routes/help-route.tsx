import { Navigate, useParams } from 'react-router';
import { HelpPage } from '#features/help';
import { LANGUAGES, useLanguage } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';

/** /help/es and /help/en; any other language goes to the portal's. */
export function HelpRoute() {
  const { lang } = useParams();
  const current = useLanguage();
  const language = LANGUAGES.find((l) => l === lang) as Language | undefined;
  return language ? <HelpPage language={language} /> : <Navigate to={`/help/${current}`} replace />;
}
