/**
 * Small helpers for the hand-drawn SVG pictures (no chart library). Floats are fine here:
 * they only place marks on a picture; every figure a person reads stays an exact decimal.
 */

/** Brand blue first, then colours that stay apart for the common kinds of colour blindness. */
export const CHART_COLORS = ['#00519E', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'] as const;
/** Lines and tick labels. */
export const CHART_AXIS = '#8a8a8a';
export const CHART_TEXT = '#555555';

/** The i-th colour of the palette, round and round. */
export function chartColor(index: number): string {
  return CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length] ?? CHART_COLORS[0];
}

/** Maps [d0, d1] onto [r0, r1]; an empty domain maps everything to the middle of the range. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Whole days since 1970-01-01 of a YYYYMMDD date (UTC, so no daylight-saving hour slips in). */
export function dayNumber(ymd: string): number {
  return Math.round(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / 86_400_000);
}

/** A YYYYMMDD date's place between `from` and `to` on [r0, r1]. */
export function dateScale(from: string, to: string, range: readonly [number, number]): (ymd: string) => number {
  const scale = linearScale([dayNumber(from), dayNumber(to)], range);
  return (ymd) => scale(dayNumber(ymd));
}

/** Share of a part in a whole as a whole percentage for people to read (0 when the whole is 0). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
