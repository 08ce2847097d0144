export { HomeLayout } from './components/home-layout';
export { MainView } from './components/main-view';
export { openTab } from './model/tabs-store';
export { menuQueryKey } from './api/use-menu';
