import { describe, expect, it } from 'vitest';
import { chartColor, CHART_COLORS, dateScale, dayNumber, linearScale, percentOf } from './scale';

describe('chart scales', () => {
  it('maps a domain onto a range, and an empty domain onto its middle', () => {
    const x = linearScale([0, 200], [10, 110]);
    expect(x(0)).toBe(10);
    expect(x(100)).toBe(60);
    expect(x(200)).toBe(110);
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });

  it('counts days across months, leap days and daylight-saving changes', () => {
    expect(dayNumber('19700101')).toBe(0);
    expect(dayNumber('20240301') - dayNumber('20240228')).toBe(2);
    expect(dayNumber('20260330') - dayNumber('20260328')).toBe(2);
  });

  it('places dates by their day', () => {
    const x = dateScale('20260101', '20260111', [0, 100]);
    expect(x('20260101')).toBe(0);
    expect(x('20260106')).toBe(50);
    expect(x('20260111')).toBe(100);
    expect(dateScale('20260101', '20260101', [0, 100])('20260101')).toBe(50);
  });

  it('cycles colours and rounds shares', () => {
    expect(chartColor(0)).toBe(CHART_COLORS[0]);
    expect(chartColor(CHART_COLORS.length + 1)).toBe(CHART_COLORS[1]);
    expect(percentOf(65_000, 80_000)).toBe(81);
    expect(percentOf(1, 0)).toBe(0);
  });
});
