import { sumDecimals } from '../../../lib/format';

/** The fields of a payment obligation (plain or ACDP) the timeline reads. */
export interface DueAmount {
  VENCE: string;
  MONEDA: string;
  IMPORTE: string;
}

/** Everything due on one day in one currency. */
export interface TimelinePoint {
  date: string;
  amount: string;
  count: number;
}

/** One currency's obligations: amounts of different currencies are never drawn on one scale. */
export interface TimelineLane {
  currency: string;
  count: number;
  total: string;
  /** By due date, oldest first. */
  points: TimelinePoint[];
}

export interface Timeline {
  from: string;
  to: string;
  /** By currency code. */
  lanes: TimelineLane[];
}

/** Obligations summed by currency and due date, for the timeline; `null` when there are none. */
export function obligationTimeline(rows: readonly DueAmount[]): Timeline | null {
  if (rows.length === 0) return null;
  const byCurrency = new Map<string, Map<string, string[]>>();
  for (const row of rows) {
    const days = byCurrency.get(row.MONEDA) ?? new Map<string, string[]>();
    byCurrency.set(row.MONEDA, days);
    days.set(row.VENCE, [...(days.get(row.VENCE) ?? []), row.IMPORTE]);
  }
  const lanes = [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, days]): TimelineLane => {
      const points = [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, amounts]) => ({ date, amount: sumDecimals(amounts), count: amounts.length }));
      return { currency, count: points.reduce((n, point) => n + point.count, 0), total: sumDecimals(points.map((point) => point.amount)), points };
    });
  const dates = rows.map((row) => row.VENCE).sort();
  return { from: dates[0] ?? '', to: dates.at(-1) ?? '', lanes };
}
