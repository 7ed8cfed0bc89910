/**
 * The profile's two small charts, drawn at their container's width in CSS pixels: the year strip of
 * the freeze-free season (32 °F) at three odds, and the bars of the change in highs and lows since
 * 1981–2010. On a narrow screen each strip row's label sits above its bar and months are initials,
 * so every label keeps its 12 px.
 */
import type { ChangeSince1981_2010 } from '../lib/profile/changeTypes.ts';
import { MONTH_NAMES } from '../lib/constants.ts';
import { PREVIOUS_EDITION } from '../lib/editions.ts';
import type { FreezeRisk } from '../lib/profile/types.ts';
import { changeBars, changeRows, changeWords } from './change.ts';
import { stripRows } from './freeze.ts';
import { chartRoot, svgEl as svg } from './svg.ts';
import type { Units } from '../lib/units.ts';
import { wordsFor } from './units.ts';

/** Below this width the strip's row labels go above the bars instead of beside them. */
const NARROW = 480;

/** The freeze-free season as a Jan–Dec strip, one row per odds, with a text alternative; rows without dates say so in the bar. */
export function freezeStrip(doc: Document, freeze32: FreezeRisk, width: number, threshold = '32 °F'): SVGSVGElement {
  const rows = stripRows(freeze32);
  const narrow = width < NARROW;
  const left = narrow ? 0 : 110;
  const right = 8;
  const bar = 16;
  const rowH = narrow ? 40 : 26;
  const top = 22;
  const span = width - left - right;
  const height = top + rows.length * rowH + 4;
  const root = chartRoot(doc, width, height, 'strip', 'strip-title strip-desc');
  root.append(
    svg(doc, 'title', { id: 'strip-title' }, `Freeze-free season (no ${threshold} freeze) through the year`),
    svg(doc, 'desc', { id: 'strip-desc' }, rows.map((r) => `${r.label}: ${r.text}`).join('; ')),
  );
  const monthChars = span / 12 < 30 ? 1 : 3;
  MONTH_NAMES.forEach((name, i) => {
    const x = left + (span * i) / 12;
    root.append(svg(doc, 'line', { class: 'grid', x1: x, x2: x, y1: top - 4, y2: height }));
    root.append(svg(doc, 'text', { class: 'tick', x: x + span / 24, y: 14, 'text-anchor': 'middle' }, name.slice(0, monthChars)));
  });
  rows.forEach((r, i) => {
    const y = top + i * rowH + (narrow ? rowH - bar - 2 : (rowH - bar) / 2);
    root.append(svg(doc, 'text', { class: 'tick', x: 0, y: narrow ? y - 4 : y + bar - 3 }, r.label));
    root.append(svg(doc, 'rect', { class: 'year', x: left, y, width: span, height: bar }));
    for (const s of r.spans) {
      root.append(svg(doc, 'rect', { class: `free ${i === 1 ? 'median' : ''}`.trim(), x: left + s.from * span, y, width: (s.to - s.from) * span, height: bar }));
    }
    if (r.spans.length === 0) root.append(svg(doc, 'text', { class: 'tick in-bar', x: left + 6, y: y + bar - 3 }, 'no dates'));
  });
  return root;
}

/** High and low changes per row as bars either side of zero, each labelled in the right margin, with a text alternative. */
export function changeChart(doc: Document, change: ChangeSince1981_2010, width: number, units: Units = 'us'): SVGSVGElement {
  const rows = changeRows(change);
  const { bars, maxAbs } = changeBars(change, units);
  const deg = wordsFor(units).temp;
  const left = 64;
  const right = 100;
  const rowH = 34;
  const bar = 12;
  const top = 22;
  const span = width - left - right;
  const height = top + rows.length * rowH + 4;
  const root = chartRoot(doc, width, height, 'change', 'change-chart-title change-chart-desc');
  root.append(
    svg(doc, 'title', { id: 'change-chart-title' }, `Change in normal highs and lows since ${PREVIOUS_EDITION.label}, ${deg}`),
    svg(doc, 'desc', { id: 'change-chart-desc' }, rows.map((r) => changeWords(r.label, r.values, units)).join('; ')),
  );
  for (const [v, text] of [[-maxAbs, `−${maxAbs} ${deg}`], [0, '0'], [maxAbs, `+${maxAbs} ${deg}`]] as const) {
    const x = left + span * (0.5 + v / (2 * maxAbs));
    root.append(svg(doc, 'line', { class: v === 0 ? 'zero' : 'grid', x1: x, x2: x, y1: top - 4, y2: height }));
    root.append(svg(doc, 'text', { class: 'tick', x, y: 14, 'text-anchor': v < 0 ? 'start' : v > 0 ? 'end' : 'middle' }, text));
  }
  rows.forEach((r, i) => root.append(svg(doc, 'text', { class: 'tick', x: 0, y: top + i * rowH + bar + 4 }, r.label)));
  for (const b of bars) {
    const y = top + b.row * rowH + (b.kind === 'high' ? 2 : 5 + bar);
    root.append(svg(doc, 'rect', { class: b.kind, x: left + b.from * span, y, width: Math.max(1, (b.to - b.from) * span), height: bar }));
    root.append(svg(doc, 'text', { class: 'tick', x: width - 4, y: y + bar - 2, 'text-anchor': 'end' }, `${b.kind} ${b.text}`));
  }
  return root;
}
