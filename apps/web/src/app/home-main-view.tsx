import Box from '@mui/material/Box';
import { NotificationsBoard } from '#features/notifications';
import { MainView } from '#features/shell';

/** The fixed home tab: the shell's welcome card, then the notifications (spec §2). */
export function HomeMainView() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <MainView />
      <NotificationsBoard />
    </Box>
  );
}
