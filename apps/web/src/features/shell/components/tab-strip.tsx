import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/ui/tooltip';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import type { KeyboardEvent } from 'react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import { MAIN_VIEW } from '../model/tabs-store';
import type { ShellTab } from '../model/tabs-store';

export const VIEW_PANEL_ID = 'view-panel';
export const tabId = (routeName: string) => `view-tab-${routeName}`;

interface TabStripProps {
  tabs: readonly ShellTab[];
  activeView: string;
  onSelect: (routeName: string) => void;
  onClose: (routeName: string) => void;
}

/**
 * The strip of open views (spec §2). Tabs follow the WAI-ARIA tabs pattern (arrow keys move,
 * Delete closes); each closable tab also has a visible close button next to it.
 *
 * A tablist may hold only tabs, so the close buttons cannot be its children (ADR 0010 said
 * axe would check; it did). The strip is a plain row of tab, close, tab, close...; the
 * tablist is an empty element that owns the tabs by `aria-owns`. Assistive technology sees a
 * tablist of tabs followed by the close buttons, each named after its tab; sighted people see
 * each close button next to its tab.
 */
export function TabStrip({ tabs, activeView, onSelect, onClose }: TabStripProps) {
  const { t } = useTranslation('shell');
  const all: ShellTab[] = [{ tabName: MAIN_VIEW, tabRouteName: MAIN_VIEW }, ...tabs];
  const title = (tab: ShellTab) => t(`tab.${tab.tabName}`, { defaultValue: tab.nombre ?? tab.tabName });

  // On a narrow screen the strip scrolls: keep the active tab in sight. An observer reports,
  // after the browser's own layout, whether the tab is clipped; asking the layout here would
  // force it in the middle of the shell's first commit (ADR 0064).
  useEffect(() => {
    const tab = document.getElementById(tabId(activeView));
    if (!tab || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      // The whole tab, its close button too: the strip scrolls by whole pixels, so bringing only
      // the label to the strip's edge left it a fraction of a pixel outside.
      if (entry && entry.intersectionRatio < 1) (tab.parentElement ?? tab).scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    observer.observe(tab);
    return () => observer.disconnect();
  }, [activeView, tabs.length]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = (to: number) => {
      const target = all[(to + all.length) % all.length];
      if (!target) return;
      event.preventDefault();
      onSelect(target.tabRouteName);
      document.getElementById(tabId(target.tabRouteName))?.focus();
    };
    if (event.key === 'ArrowRight') move(index + 1);
    else if (event.key === 'ArrowLeft') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Delete' && index > 0) {
      event.preventDefault();
      onClose(all[index]?.tabRouteName ?? MAIN_VIEW);
    }
  };

  return (
    <Box component="nav" aria-label={t('tabs.navLabel')} sx={{ display: 'flex', alignItems: 'flex-end', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minWidth: 0 }}>
      <Box role="tablist" aria-label={t('tabs.label')} aria-owns={all.map((tab) => tabId(tab.tabRouteName)).join(' ')} />
      <Box sx={{ display: 'flex', overflowX: 'auto', flex: '0 1 auto', minWidth: 0, scrollbarWidth: 'thin' }}>
        {all.map((tab, index) => {
          const selected = tab.tabRouteName === activeView;
          const text = title(tab);
          return (
            <Box
              key={tab.tabRouteName}
              sx={{
                display: 'flex',
                alignItems: 'center',
                flexShrink: 0,
                borderBottom: 3,
                borderColor: selected ? 'primary.main' : 'transparent',
                color: selected ? 'primary.main' : 'text.secondary',
              }}
            >
              <ButtonBase
                id={tabId(tab.tabRouteName)}
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? VIEW_PANEL_ID : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(tab.tabRouteName)}
                onKeyDown={(event) => onKeyDown(event, index)}
                // The theme's body text: a bare button would take the browser's own font (Arial), one more
                // font face for the page's first layout to look up (ADR 0078).
                sx={{ px: 2, py: 1.5, gap: 0.75, typography: 'body2', fontWeight: selected ? 700 : 500, whiteSpace: 'nowrap' }}
              >
                {index === 0 && <HomeOutlinedIcon fontSize="small" aria-hidden />}
                {text}
              </ButtonBase>
              {index > 0 && (
                <IconButton size="small" aria-label={t('tabs.close', { title: text })} onClick={() => onClose(tab.tabRouteName)} sx={{ mr: 0.5, ml: -1 }}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <Tooltip title={t('tabs.home')}>
        <IconButton aria-label={t('tabs.home')} onClick={() => onSelect(MAIN_VIEW)} sx={{ m: 0.5, alignSelf: 'center' }}>
          <AddIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
