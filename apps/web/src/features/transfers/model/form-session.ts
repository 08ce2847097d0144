import type { ApiResult } from '../../../lib/api-client';

/** What the signer is shown before their PIN: the total, and whom it pays (dynamic linking, PSD2 RTS art. 5). */
export interface PinSummary {
  amount: string;
  currency: string;
  date: string;
  payees: readonly { account: string; holder: string }[];
}

/** A PIN asked for: `send` calls with it; the dialog stays open on a wrong PIN. */
export interface PinAsk {
  summary: PinSummary;
  send: (pin: string) => Promise<ApiResult<string>>;
  finish: (result: ApiResult<string>) => void;
}

let asked: PinAsk | null = null;
const listeners = new Set<() => void>();
const publish = (next: PinAsk | null) => {
  asked = next;
  for (const listener of listeners) listener();
};

export const pinStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => asked,
};

/** Opens the PIN dialog; answers the signing call's result, or a cancellation. */
export function askPin(summary: PinSummary, send: (pin: string) => Promise<ApiResult<string>>): Promise<ApiResult<string>> {
  return new Promise((resolve) => {
    publish({
      summary,
      send,
      finish: (result) => {
        publish(null);
        resolve(result);
      },
    });
  });
}
