export { HelpPage } from './components/help-page';
