/**
 * The year's chart: a band between normal highs and lows with the mean line (through the 366 days
 * where the station has daily normals, else through the 12 months), a mark at a chosen date, and below it
 * precipitation bars with snowfall beside them when the station has it, and under the months their
 * wet days when the station counts them. `chartModel` is pure
 * geometry for a width in CSS pixels (tested); `renderChart` turns it into inline SVG with a title
 * and description. On a narrow screen the plot is shorter and the months are initials, so labels
 * keep their size without colliding.
 */
import { dateName } from '../lib/daily/calendar.ts';
import type { DailyDay } from '../lib/daily/day.ts';
import type { MonthlyNormals } from '../lib/types.ts';
import type { Units } from '../lib/units.ts';
import { valueOf, wordsFor } from './units.ts';
import { chartRoot, svgEl as el } from './svg.ts';
import { dailyLine, dayPosition, hasDailyTemps } from './dailyChart.ts';

/** Below this many pixels per month, a month is labelled by its initial ("Jan" is about 22 px at 12 px). */
const MIN_SLOT_FOR_NAMES = 34;

/** Margins and heights for a chart `width` pixels wide. */
export function chartLayout(width: number) {
  const narrow = width < 560;
  return { width, tempHeight: narrow ? 170 : 230, barsHeight: narrow ? 90 : 120, left: 46, right: narrow ? 8 : 48, top: 16, gap: 30 };
}

export interface Bar { x: number; y: number; width: number; height: number; value: number }
export interface Tick { y: number; label: string }

export interface ChartModel {
  highs: Array<[number, number]>;
  lows: Array<[number, number]>;
  means: Array<[number, number]>;
  /** Closed polygon: highs left to right, then lows right to left. */
  band: string;
  /** Whether the lines are the 366 daily normals (else the 12 monthly ones). */
  daily: boolean;
  /** The chosen date's x, where a vertical mark is drawn; null without one. */
  dayMark: number | null;
  tempTicks: Tick[];
  precipBars: Bar[];
  snowBars: Bar[];
  barTicks: Tick[];
  xLabels: Array<{ x: number; label: string }>;
  /** Under each month, its wet days in whole days ("–" unknown); empty when the station counts none. */
  wetDays: Array<{ x: number; label: string }>;
  height: number;
}

/** Round, readable step for an axis covering `span` in about `count` steps. */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw);
  return step ?? 10 * magnitude;
}

/**
 * Geometry of the chart for 12 months of normals (SVG user units, y grows downward), the temperature
 * lines through `daily.days` where they have temperatures, and a mark at `daily.date` (`MM-DD`).
 * @example chartModel(months).highs[0] // [x, y] of January's normal high
 */
export function chartModel(months: readonly MonthlyNormals[], chartWidth = 720, units: Units = 'us', daily: { days?: readonly DailyDay[] | null; date?: string | null } = {}): ChartModel {
  const w = wordsFor(units);
  const v = (m: MonthlyNormals, field: 'avgHighF' | 'avgLowF' | 'avgMeanF' | 'avgPrecipIn' | 'avgSnowIn') => valueOf(m, field, units);
  const { width, tempHeight, barsHeight, left, right, top, gap } = chartLayout(chartWidth);
  const plotWidth = width - left - right;
  const slot = plotWidth / months.length;
  /** x of a position counted in months from January 1. */
  const xAt = (monthsIn: number) => left + slot * monthsIn;
  const xOf = (i: number) => xAt(i + 0.5);
  const days = hasDailyTemps(daily.days, units) ? daily.days : null;

  const temps = days
    ? days.flatMap((d) => [valueOf(d, 'avgHighF', units), valueOf(d, 'avgLowF', units)]).filter((t): t is number => t !== null)
    : months.flatMap((m) => [v(m, 'avgHighF') ?? 0, v(m, 'avgLowF') ?? 0]);
  const tStep = niceStep(Math.max(...temps) - Math.min(...temps), 5);
  const tMin = Math.floor(Math.min(...temps) / tStep) * tStep;
  const tMax = Math.ceil(Math.max(...temps) / tStep) * tStep;
  const tempBottom = top + tempHeight;
  const yTemp = (f: number) => tempBottom - ((f - tMin) / (tMax - tMin || 1)) * tempHeight;
  const point = (i: number, f: number): [number, number] => [round(xOf(i)), round(yTemp(f))];

  const line = (field: 'avgHighF' | 'avgLowF' | 'avgMeanF') =>
    days ? dailyLine(days, field, units, xAt, yTemp) : months.map((m, i) => point(i, v(m, field) ?? 0));
  const [highs, lows, means] = [line('avgHighF'), line('avgLowF'), line('avgMeanF')];
  const band = [...highs, ...[...lows].reverse()].map(([x, y]) => `${x},${y}`).join(' ');
  const tempTicks: Tick[] = [];
  for (let f = tMin; f <= tMax + 1e-9; f += tStep) tempTicks.push({ y: round(yTemp(f)), label: `${f} ${w.temp}` });

  const barsTop = tempBottom + gap;
  const barsBottom = barsTop + barsHeight;
  const amounts = months.flatMap((m) => [v(m, 'avgPrecipIn') ?? 0, v(m, 'avgSnowIn') ?? 0]);
  const bStep = niceStep(Math.max(...amounts, 1), 3);
  const bMax = Math.max(Math.ceil(Math.max(...amounts, 1) / bStep) * bStep, bStep);
  const yBar = (v: number) => barsBottom - (v / bMax) * barsHeight;
  const hasSnow = months.some((m) => v(m, 'avgSnowIn') !== null);
  const barWidth = slot * (hasSnow ? 0.36 : 0.6);
  const bar = (i: number, v: number, offset: number): Bar => ({
    x: round(xOf(i) + offset - barWidth / 2),
    y: round(yBar(v)),
    width: round(barWidth),
    height: round(barsBottom - yBar(v)),
    value: v,
  });
  const shift = hasSnow ? barWidth / 2 : 0;
  const bars = (field: 'avgPrecipIn' | 'avgSnowIn', offset: number) =>
    months.flatMap((m, i) => { const value = v(m, field); return value === null ? [] : [bar(i, value, offset)]; });
  const precipBars = bars('avgPrecipIn', -shift);
  const snowBars = bars('avgSnowIn', shift);
  const barTicks: Tick[] = [];
  // In metric, precipitation (mm) and snowfall (cm) share the numbers of one axis: the ticks are bare, the legend names the units.
  const barUnit = w.precip === w.snow ? ` ${w.precip}` : '';
  for (let b = 0; b <= bMax + 1e-9; b += bStep) barTicks.push({ y: round(yBar(b)), label: `${trim(b)}${barUnit}` });

  const short = slot < MIN_SLOT_FOR_NAMES ? 1 : 3;
  const xLabels = months.map((m, i) => ({ x: round(xOf(i)), label: m.monthName.slice(0, short) }));
  const counted = months.some((m) => m.daysPrecipAtLeast0_01In !== null);
  const wetDays = counted ? months.map((m, i) => ({ x: round(xOf(i)), label: m.daysPrecipAtLeast0_01In === null ? '–' : String(Math.round(m.daysPrecipAtLeast0_01In)) })) : [];
  const dayMark = daily.date ? round(xAt(dayPosition(daily.date))) : null;
  return { highs, lows, means, band, daily: days !== null, dayMark, tempTicks, precipBars, snowBars, barTicks, xLabels, wetDays, height: barsBottom + (counted ? WET_ROW + 24 : 24) };
}

/** The wet-days row's height below the month names. */
const WET_ROW = 18;

const round = (v: number) => Math.round(v * 10) / 10;
const trim = (v: number) => String(Math.round(v * 100) / 100);

/** Inline SVG for the model at `width` pixels; `place` goes into the accessible title as text. */
export function renderChart(doc: Document, months: readonly MonthlyNormals[], place: string, width: number, units: Units = 'us', daily: { days?: readonly DailyDay[] | null; date?: string | null } = {}): SVGSVGElement {
  const m = chartModel(months, width, units, daily);
  const w = wordsFor(units);
  const amounts = w.precip === w.snow ? `(${w.precip === 'in' ? 'inches' : w.precip})` : `(precipitation in ${w.precip}, snowfall in ${w.snow}, on one scale of numbers)`;
  const { left, right, top, tempHeight } = chartLayout(width);
  const svg = chartRoot(doc, width, m.height, 'chart', 'chart-title chart-desc');
  const band = m.daily ? 'the normal highs and lows of each of the 366 days, with the daily mean line' : 'normal daily highs and lows with the mean line';
  const mark = daily.date ? `; a vertical line marks ${dateName(daily.date)}` : '';
  svg.append(
    el(doc, 'title', { id: 'chart-title' }, `${m.daily ? 'Daily and monthly' : 'Monthly'} normals for ${place}`),
    el(doc, 'desc', { id: 'chart-desc' }, `Shaded band between ${band} (${w.temp})${mark}; below, monthly precipitation bars and snowfall bars where the station has snowfall normals ${amounts}${m.wetDays.length > 0 ? `; under each month, its wet days (${w.dayPrecip} of precipitation or more)` : ''}. The table below lists the same numbers.`),
  );
  for (const t of [...m.tempTicks, ...m.barTicks]) {
    svg.append(el(doc, 'line', { x1: left, x2: width - right, y1: t.y, y2: t.y, class: 'grid' }));
    svg.append(el(doc, 'text', { x: left - 6, y: t.y + 4, class: 'tick', 'text-anchor': 'end' }, t.label));
  }
  svg.append(el(doc, 'polygon', { points: m.band, class: 'band' }));
  const line = (pts: Array<[number, number]>, cls: string) =>
    el(doc, 'polyline', { points: pts.map(([x, y]) => `${x},${y}`).join(' '), class: cls });
  svg.append(line(m.highs, 'high'), line(m.lows, 'low'), line(m.means, 'mean'));
  if (m.dayMark !== null) svg.append(el(doc, 'line', { x1: m.dayMark, x2: m.dayMark, y1: top, y2: top + tempHeight, class: 'day-mark' }));
  for (const b of m.precipBars) svg.append(el(doc, 'rect', { x: b.x, y: b.y, width: b.width, height: b.height, class: 'precip' }));
  for (const b of m.snowBars) svg.append(el(doc, 'rect', { x: b.x, y: b.y, width: b.width, height: b.height, class: 'snow' }));
  const namesY = m.height - 6 - (m.wetDays.length > 0 ? WET_ROW : 0);
  for (const x of m.xLabels) svg.append(el(doc, 'text', { x: x.x, y: namesY, class: 'tick', 'text-anchor': 'middle' }, x.label));
  if (m.wetDays.length > 0) {
    svg.append(el(doc, 'text', { x: left - 6, y: m.height - 6, class: 'tick', 'text-anchor': 'end' }, 'wet'));
    for (const d of m.wetDays) svg.append(el(doc, 'text', { x: d.x, y: m.height - 6, class: 'tick wet-days', 'text-anchor': 'middle' }, d.label));
  }
  return svg;
}
