import { useState } from 'react';

/** localStorage key of the desktop drawer's expanded state (spec §2). */
export const SIDEBAR_STORAGE_KEY = 'sidebarOpen';

export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'false');
  const update = (next: boolean) => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
    setOpen(next);
  };
  return [open, update];
}
