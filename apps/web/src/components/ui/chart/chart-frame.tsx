import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ChartFrameProps {
  title: string;
  /** What the picture shows, in words: the image's accessible name (and the line under it without a legend). */
  description: string;
  /** The SVG's coordinate system; it scales to the card's width. */
  width: number;
  height: number;
  maxHeight?: number;
  /** The marks, in SVG. */
  children: ReactNode;
  /** HTML under the picture (a legend with exact figures), readable at any width. */
  legend?: ReactNode;
}

/**
 * A titled card holding one hand-drawn SVG picture (spec: pictures where a person would
 * rather look). The SVG is one image for assistive technology (role img, named by its
 * description); under it, a legend with the exact figures or else the same words, for everyone.
 */
export function ChartFrame({ title, description, width, height, maxHeight = 220, children, legend }: ChartFrameProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {title}
      </Typography>
      <Box component="svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={description} sx={{ width: '100%', height: 'auto', maxHeight, display: 'block' }}>
        {children}
      </Box>
      {/* The description is already the image's name: hidden from screen readers so it is not read twice. */}
      {legend ?? (
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {description}
        </Typography>
      )}
    </Paper>
  );
}

/** One legend entry: a colour swatch and its words. */
export function LegendItem({ color, pattern, children }: { color: string; pattern?: 'outline'; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{ width: 14, height: 14, flex: 'none', borderRadius: 0.5, bgcolor: pattern === 'outline' ? 'transparent' : color, border: `2px solid ${color}`, boxSizing: 'border-box' }}
      />
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

/** A legend's list: items side by side, wrapping on narrow screens. */
export function Legend({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
      {children}
    </Box>
  );
}
