export { TracesView } from './components/traces-view';
