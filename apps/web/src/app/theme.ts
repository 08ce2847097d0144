import { createTheme } from '@mui/material/styles';

export const BRAND_BLUE = '#00519E';

/** A strong outline on keyboard focus everywhere: MUI's ripple alone is easy to miss. */
const focusRing = { outline: `3px solid ${BRAND_BLUE}`, outlineOffset: 2 };

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_BLUE },
    secondary: { main: '#F2A900' },
    background: { default: '#F4F6F9' },
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
    MuiAppBar: {
      defaultProps: { elevation: 0 },
      // The brand-blue ring would vanish on the brand-blue bar.
      styleOverrides: { root: { '& .Mui-focusVisible, & :focus-visible': { outlineColor: '#fff' } } },
    },
  },
});
