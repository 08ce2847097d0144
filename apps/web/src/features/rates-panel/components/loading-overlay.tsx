import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Covers its (relatively positioned) card while a call runs; announced politely. */
export function LoadingOverlay({ open, label }: { open: boolean; label: string }) {
  if (!open) return null;
  return (
    <Box
      role="status"
      sx={{ position: 'absolute', inset: 0, zIndex: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1.5, bgcolor: 'rgba(255,255,255,0.78)', borderRadius: 'inherit' }}
    >
      <CircularProgress size={36} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}
