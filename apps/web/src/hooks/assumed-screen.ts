import { createContext, useContext } from 'react';

/**
 * What a render made without a browser assumes about it. The build prerenders /login as the
 * browser first sees it (not hydrated, no width: ADR 0050), and then, for its styles only, the
 * page as a phone shows it right after loading (hydrated, narrow), so the snapshot carries those
 * styles too and the phone does not serialise them in the commit that reveals them (ADR 0062).
 * In the browser nothing provides it: the hooks answer for real.
 */
export interface AssumedScreen {
  hydrated: boolean;
  narrow: boolean;
}

export const AssumedScreenContext = createContext<AssumedScreen | null>(null);

export const useAssumedScreen = (): AssumedScreen | null => useContext(AssumedScreenContext);
