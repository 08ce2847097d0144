import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router';

/**
 * `<Navigate replace>` for a view's address that only redirects (its bare address to its form or
 * table), giving way to any newer navigation. The redirect runs after the view's first render,
 * which can come after its code and its rights arrived; by then the person may have chosen
 * another tab, whose render (a transition) is not on screen yet, and navigating would take them
 * back to this view (CI, stop 19: an arrow key pressed on the tab strip while the view opened).
 * So the history's own address is checked (it moves at once), not the location this render was for.
 */
export function ViewRedirect({ to }: { to: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The router's navigator is its history (browser or memory), which knows its current address.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    const current = (navigator as { location?: { pathname: string } }).location?.pathname;
    if (current !== undefined && current !== pathname) return;
    void navigate(to, { replace: true });
  }, [navigator, pathname, to, navigate]);
  return null;
}
