import useMediaQuery from '@mui/material/useMediaQuery';
import { useAssumedScreen } from './assumed-screen';

/** The spec's mobile breakpoint: 960 px or narrower (spec §9). */
export const MOBILE_QUERY = '(max-width:960px)';

export function useIsMobile(): boolean {
  const assumed = useAssumedScreen();
  // noSsr: read the real answer on the first render so the drawer does not flash.
  const matches = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return assumed?.narrow ?? matches;
}
