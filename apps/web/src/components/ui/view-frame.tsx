import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ViewRedirect } from './view-redirect';

interface ViewFrameProps {
  title: string;
  /** Where a view's address that only redirects leads (its bare address to its form or table); the content then waits. */
  redirectTo?: string;
  children?: ReactNode;
}

/**
 * A view's title above its content: the query screens, the results tables and the signed-request
 * screens. At a view's bare address the title shows at once and only the content waits for the
 * redirect: the same heading, kept across it, so a tab opened at that address (a reload, a
 * bookmark) shows what it is in its first paint, not a blank area until the redirect's render.
 * That paint is also Lighthouse's largest one on a results table (ADR 0076).
 */
export function ViewFrame({ title, redirectTo, children }: ViewFrameProps) {
  return (
    // Relative: a query screen's search covers its form with a backdrop.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, position: 'relative', minWidth: 0 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {redirectTo === undefined ? children : <ViewRedirect to={redirectTo} />}
    </Box>
  );
}
