import useMediaQuery from '@mui/material/useMediaQuery';

/** The spec's mobile breakpoint: 960 px or narrower (spec §9). */
export const MOBILE_QUERY = '(max-width:960px)';

export function useIsMobile(): boolean {
  // noSsr: read the real answer on the first render so the drawer does not flash.
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
