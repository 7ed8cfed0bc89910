/**
 * The change since 1981–2010 on the page, pure (tested): one line of words per season and the year
 * ("Summer highs: +0.6 °F, lows: +1.1 °F, precipitation: +0.25 in since 1981–2010"), and the bars of
 * the small chart of high and low changes, on a scale symmetric about zero. page/profile.ts draws it.
 */
import type { ChangeSince1981_2010, NormalsChange } from '../lib/profile/changeTypes.ts';
import { PREVIOUS_EDITION } from '../lib/editions.ts';
import { fixed } from '../lib/fixed.ts';
import { SEASON_NAMES } from '../lib/profile/types.ts';
import type { Units } from '../lib/units.ts';
import { valueOf, wordsFor } from './units.ts';

const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** The year first, then the seasons, each with its words on the page. */
export function changeRows(change: ChangeSince1981_2010): { label: string; values: NormalsChange }[] {
  return [
    { label: 'Annual', values: change.annual },
    ...SEASON_NAMES.map((name) => ({ label: capital(name), values: change.seasons[name] })),
  ];
}

/**
 * A signed difference with its unit, "−" for a drop; "no value" when either edition lacks the normal.
 * @example signed(0.8, 1, '°F') // '+0.8 °F'
 * @example signed(-0.42, 2, 'in') // '−0.42 in'
 */
export function signed(value: number | null, digits: number, unit: string): string {
  if (value === null) return 'no value in both editions';
  const text = fixed(Math.abs(value), digits);
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${text} ${unit}`;
}

/** @example changeWords('Summer', summer) // 'Summer highs: +0.6 °F, lows: +1.1 °F, precipitation: +0.25 in since 1981–2010' */
export function changeWords(label: string, c: NormalsChange, units: Units = 'us'): string {
  const w = wordsFor(units);
  return `${label} highs: ${signed(valueOf(c, 'avgHighF', units), 1, w.temp)}, lows: ${signed(valueOf(c, 'avgLowF', units), 1, w.temp)}, ` +
    `precipitation: ${signed(valueOf(c, 'precipIn', units), w.precipDigits, w.precip)} since ${PREVIOUS_EDITION.label}`;
}

export interface ChangeBar {
  row: number;
  kind: 'high' | 'low';
  /** Fractions of the plot's width: where the bar starts and ends (0.5 is no change). */
  from: number;
  to: number;
  /** The value as the bar's label. */
  text: string;
}

/**
 * Two bars (high, low) per row on a scale symmetric about zero, at least ±1 degree (°F or °C) wide so a small
 * change does not look large; a missing value has no bar.
 * @example changeBars(change)[0] // { row: 0, kind: 'high', from: 0.5, to: 0.675, text: '+0.7 °F' }
 */
export function changeBars(change: ChangeSince1981_2010, units: Units = 'us'): { bars: ChangeBar[]; maxAbs: number } {
  const rows = changeRows(change);
  const temp = (v: NormalsChange, kind: 'high' | 'low') => valueOf(v, kind === 'high' ? 'avgHighF' : 'avgLowF', units);
  const values = rows.flatMap((r) => [temp(r.values, 'high'), temp(r.values, 'low')]).filter((v): v is number => v !== null);
  const maxAbs = Math.max(1, Math.ceil(Math.max(0, ...values.map(Math.abs))));
  const at = (v: number) => 0.5 + v / (2 * maxAbs);
  const bars = rows.flatMap(({ values: v }, row) =>
    (['high', 'low'] as const).flatMap((kind) => {
      const value = temp(v, kind);
      if (value === null) return [];
      return [{ row, kind, from: Math.min(0.5, at(value)), to: Math.max(0.5, at(value)), text: signed(value, 1, wordsFor(units).temp) }];
    }),
  );
  return { bars, maxAbs };
}
