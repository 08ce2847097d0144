/** A wrapping column's cells: wide enough to read, never as wide as the whole text. */
export const WRAPPED = { whiteSpace: 'normal', minWidth: 260, maxWidth: 420 } as const;

/**
 * The actions column stays in view at the right edge while a wide table scrolls sideways, so
 * "see details" is always one click away; it takes the row's hover and selection shades over its own paper.
 */
export const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.08)',
  '.MuiTableRow-hover:hover > &': { backgroundImage: 'linear-gradient(rgba(0, 0, 0, 0.04), rgba(0, 0, 0, 0.04))' },
  '.Mui-selected > &': { backgroundImage: 'linear-gradient(rgba(0, 81, 158, 0.08), rgba(0, 81, 158, 0.08))' },
} as const;
