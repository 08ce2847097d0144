import { createTheme } from '@mui/material/styles';

export const BRAND_BLUE = '#00519E';

/** A strong outline on keyboard focus everywhere: MUI's ripple alone is easy to miss. */
const focusRing = { outline: `3px solid ${BRAND_BLUE}`, outlineOffset: 2 };

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_BLUE },
    secondary: { main: '#F2A900' },
    background: { default: '#F4F6F9' },
    // MUI's warning (#ED6C02, 3.1:1) and info (#0288D1, 3.9:1) fail WCAG AA under the white
    // text of filled alerts (our toasts); these keep their hue at 5.0:1 and 7.4:1.
    warning: { main: '#B45309' },
    info: { main: '#01579B' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
        'a:focus-visible': focusRing,
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Menus and popovers appear where they rest, at once, instead of growing from their corner (ADR 0053):
    // a growing menu moved its items under a pointer that clicked early, so the press landed on
    // one item and the release on another, and the click was lost (a test run's "English" on Español).
    // Menu hands its own duration to its Popover, so both need the default.
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiCollapse: {
      // While it opens or closes, a Collapse clips its content with overflow: hidden (ADR 0053), which
      // also makes it a scroll container: focusing or scrolling to an item still hidden by the
      // opening menu group scrolled the group's content up, and it slid back under the pointer
      // as the group finished opening (a click's press and release then landed on different
      // rows, and the click was lost). `clip` clips the same and never scrolls.
      styleOverrides: { root: { '&:not(.MuiCollapse-entered)': { overflow: 'clip' } } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
      // The brand-blue ring would vanish on the brand-blue bar.
      styleOverrides: { root: { '& .Mui-focusVisible, & :focus-visible': { outlineColor: '#fff' } } },
    },
  },
});
