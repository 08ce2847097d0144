export { HomeLayout } from './components/home-layout';
export { MainView } from './components/main-view';
export { openTab } from './model/tabs-store';
export { menuQuery } from './api/use-menu';
