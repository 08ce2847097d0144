export { LiquidityLettersView } from './components/liquidity-letters-view';
