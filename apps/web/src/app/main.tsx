import { createRoot } from 'react-dom/client';
import { getSession } from '../lib/session';
import { startSignIn } from './sign-in-app';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

// Without a session, /login, / and /home/... all show the sign-in page (spec §2): the light
// entry serves them and the full app loads only after the PIN step (ADR 0041).
const signInAddress = /^\/(login\/?|home(\/.*)?)?$/i;
if (!getSession().user && signInAddress.test(window.location.pathname)) {
  if (!/^\/login\/?$/i.test(window.location.pathname)) window.history.replaceState(null, '', '/login');
  void startSignIn(root);
} else {
  void import('./full-app').then(({ startFullApp }) => startFullApp(root));
}
