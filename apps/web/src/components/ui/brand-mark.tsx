import Box from '@mui/material/Box';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';

/** The bank's mark: decorative, the product name next to it carries the meaning. */
export function BrandMark({ size = 36, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        bgcolor: inverted ? 'common.white' : 'primary.main',
        color: inverted ? 'primary.main' : 'common.white',
      }}
    >
      <AccountBalanceIcon sx={{ fontSize: size * 0.58 }} />
    </Box>
  );
}
