import { createRoot } from 'react-dom/client';
import { detectLanguage, initI18n } from '../lib/i18n';
import { getSession } from '../lib/session';
import { startSignIn } from './sign-in-app';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');

// Without a session, /login, / and /home/... all show the sign-in page (spec §2): the light
// entry serves them and the full app loads only after the PIN step (ADR 0041).
const signInAddress = /^\/(login\/?|home(\/.*)?)?$/i;
if (!getSession().user && signInAddress.test(window.location.pathname)) {
  if (!/^\/login\/?$/i.test(window.location.pathname)) window.history.replaceState(null, '', '/login');
  // The gateway sends /login with the sign-in page already in it, in the language of the cookie
  // or the browser (ADR 0050): React adopts that snapshot when it is what this visitor would
  // see, and replaces it otherwise (a choice made where the cookie was not kept).
  const language = detectLanguage();
  void startSignIn(element, language, element.dataset.prerendered === 'sign-in' && element.dataset.language === language);
} else {
  // The full app's code and its catalogues load side by side, not the catalogues after the code
  // that asks for them (ADR 0066); the page names the full app's chunk for the browser to fetch
  // with the entry.
  void initI18n();
  void import('./full-app').then(({ startFullApp }) => startFullApp(createRoot(element)));
}
