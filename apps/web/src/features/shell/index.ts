export { HomeLayout } from './components/home-layout';
export { MainView } from './components/main-view';
