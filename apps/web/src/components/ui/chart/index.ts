export { ChartFrame, Legend, LegendItem } from './chart-frame';
export { CHART_AXIS, CHART_COLORS, CHART_TEXT, chartColor, dateScale, dayNumber, linearScale, percentOf } from './scale';
