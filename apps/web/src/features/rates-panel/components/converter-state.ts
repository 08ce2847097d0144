/** What the converter keeps while the panel switches to the table and back. */
export interface ConverterState {
  amount: string;
  from: string;
  to: string;
  /** The gateway's answer for exactly these inputs, or null. */
  result: string | null;
}

/** Spec §9: amount 0, from CUP, to USD. */
export const CONVERTER_DEFAULTS: ConverterState = { amount: '0', from: 'CUP', to: 'USD', result: null };
