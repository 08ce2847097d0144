import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { MenuNode } from '@bel/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useSessionUser } from '../../../lib/session';
import { resetView } from '../../../lib/view-store';
import type { ViewRegistry } from '../../../lib/views';
import { startView } from '../../../lib/view-start';
import { useSidebarOpen } from '../hooks/use-sidebar-open';
import { keepSystemDate } from '../model/system-date-keeper';
import { closeTab, MAIN_VIEW, openTab, useTabs } from '../model/tabs-store';
import { ShellFooter } from './shell-footer';
import { SideDrawer } from './side-drawer';
import { SkipLink } from './skip-link';
import { SystemDateLine } from './system-date-line';
import { tabId, TabStrip, VIEW_PANEL_ID } from './tab-strip';
import { TopBar } from './top-bar';
import { ViewHost } from './view-host';

interface HomeLayoutProps {
  /** The app's registry of screens. */
  views: ViewRegistry;
  /** Header controls from other features (the notifications bell), before the language switch. */
  headerControls?: ReactNode;
  /** Fixed to the page, outside the tab content (the rates side panel). */
  sidePanel?: ReactNode;
}

/** The signed-in shell of spec §2; the app composes the features it hosts. */
export function HomeLayout({ views, headerControls, sidePanel }: HomeLayoutProps) {
  const { view = MAIN_VIEW, '*': subPath = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const mobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = useSidebarOpen();
  const [mobileOpen, setMobileOpen] = useState(false);
  const tabs = useTabs();

  // A view reached by its address (reload, bookmark) gets a tab as if opened from the menu.
  useEffect(() => {
    if (view !== MAIN_VIEW && views[view]) openTab({ tabName: view, tabRouteName: view });
  }, [view, views]);

  // The system date line and the forms' dates follow the bank's day while the tab stays open (ADR 0069).
  useEffect(() => keepSystemDate(), []);

  if (!user) return null;

  const go = (routeName: string) => void navigate(`/home/${routeName}`);
  // Shown from the menu or its tab, a view's code, rights and first data start with the click,
  // not with its render; a view whose code failed to load is tried again (ADR 0070, ADR 0072).
  const show = (routeName: string) => {
    const registration = views[routeName];
    if (registration) startView(routeName, registration);
    go(routeName);
  };
  const openFromMenu = (node: MenuNode) => {
    openTab({ tabName: node.text, tabRouteName: node.className, nombre: node.nombre });
    show(node.className);
    if (mobile) setMobileOpen(false);
  };
  const close = (routeName: string) => {
    const previous = closeTab(routeName);
    resetView(routeName);
    const nextActive = routeName === view ? previous : view;
    if (routeName === view) go(previous);
    // The closed tab's button is gone; keep keyboard focus on the strip.
    window.requestAnimationFrame(() => document.getElementById(tabId(nextActive))?.focus());
  };
  const hasTab = view === MAIN_VIEW || tabs.some((tab) => tab.tabRouteName === view);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink target={VIEW_PANEL_ID} />
      <TopBar user={user} controls={headerControls} mobile={mobile} drawerOpen={mobile ? mobileOpen : desktopOpen} onToggleDrawer={() => (mobile ? setMobileOpen(!mobileOpen) : setDesktopOpen(!desktopOpen))} />
      <SideDrawer mobile={mobile} open={mobile ? mobileOpen : desktopOpen} onClose={() => setMobileOpen(false)} activeView={view} onOpenView={openFromMenu} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <TabStrip tabs={tabs} activeView={view} onSelect={show} onClose={close} />
        {/* A side panel's handle is fixed on the right edge: a gutter keeps it off the content (row actions at 360 px). */}
        <Box component="main" sx={{ flex: 1, p: { xs: 1.5, sm: 3 }, pr: sidePanel ? { xs: '40px', sm: '48px' } : { xs: 1.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <SystemDateLine date={user.fecha_sistema} />
          <Box id={VIEW_PANEL_ID} role={hasTab ? 'tabpanel' : undefined} aria-labelledby={hasTab ? tabId(view) : undefined} tabIndex={-1} sx={{ outline: 'none', minWidth: 0 }}>
            <ViewHost viewKey={view} subPath={subPath} views={views} open={hasTab} />
          </Box>
        </Box>
        <ShellFooter />
      </Box>
      {sidePanel}
    </Box>
  );
}
