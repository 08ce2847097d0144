import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { MenuNode } from '@bel/contract';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { isGroup } from '../model/menu-model';
import { MenuIcon } from './menu-icon';

interface RailGroupProps {
  node: MenuNode;
  label: string;
  active: boolean;
  activeView: string;
  onOpen: (node: MenuNode) => void;
}

const CLOSE_DELAY_MS = 200;

/**
 * A group of the collapsed drawer: its icon, and its tree in a pop-up menu that opens on
 * hover, on click and from the keyboard (Enter, Space, ArrowRight).
 */
export function RailGroup({ node, label, active, activeView, onOpen }: RailGroupProps) {
  const { t } = useTranslation('shell');
  const menuId = useId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [focusMenu, setFocusMenu] = useState(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = (withFocus: boolean) => {
    window.clearTimeout(closeTimer.current);
    setFocusMenu(withFocus);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button?.focus();
  };

  const renderItems = (items: readonly MenuNode[], depth: number): ReactNode[] =>
    items.flatMap((child, index) =>
      isGroup(child)
        ? [
            <ListSubheader key={`g-${depth}-${index}`} sx={{ pl: 2 + depth * 2, lineHeight: '36px' }}>
              {t(`menu.${child.text}`, { defaultValue: child.nombre })}
            </ListSubheader>,
            ...renderItems(child.items ?? [], depth + 1),
          ]
        : [
            <MenuItem
              key={`l-${depth}-${index}`}
              selected={child.className === activeView}
              onClick={() => {
                close(false);
                onOpen(child);
              }}
              sx={{ pl: 2 + depth * 2, gap: 1.5 }}
            >
              <MenuIcon name={child.iconCls} group={false} fontSize="small" />
              {t(`menu.${child.text}`, { defaultValue: child.nombre })}
            </MenuItem>,
          ],
    );

  return (
    <Box onMouseEnter={() => show(false)} onMouseLeave={() => (closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS))}>
      <IconButton
        ref={setButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        color={active ? 'primary' : 'default'}
        onClick={() => (open && !focusMenu ? setFocusMenu(true) : open ? close(false) : show(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') {
            event.preventDefault();
            show(true);
          }
        }}
      >
        <MenuIcon name={node.iconCls} group />
      </IconButton>
      {/* Not portalled, so moving the pointer from the icon into the pop-up keeps it open. */}
      <Popper open={open} anchorEl={button} placement="right-start" disablePortal popperOptions={{ strategy: 'fixed' }} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <ClickAwayListener
          onClickAway={(event) => {
            // The icon's own click toggles the pop-up; do not close it twice.
            if (!button?.contains(event.target as Node)) close(false);
          }}
        >
          <Paper elevation={6} sx={{ minWidth: 240, maxHeight: '70vh', overflowY: 'auto' }}>
            <MenuList
              id={menuId}
              aria-label={label}
              autoFocusItem={focusMenu}
              subheader={<ListSubheader sx={{ fontWeight: 700, color: 'text.primary', lineHeight: '40px' }}>{label}</ListSubheader>}
              onKeyDown={(event) => {
                if (event.key === 'Escape' || event.key === 'ArrowLeft' || event.key === 'Tab') {
                  if (event.key !== 'Tab') event.preventDefault();
                  close(event.key !== 'Tab');
                }
              }}
            >
              {renderItems(node.items ?? [], 0)}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
