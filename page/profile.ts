/**
 * Puts a /climate-profile answer on the page: the summary, the year strip of the frost-free season
 * (32 °F) at 10/50/90 %, the freeze table for 36/32/28 °F, the four seasons, degree days, and the
 * change since 1981–2010 in words and a small chart (or why there is none).
 * Every API string goes in as text, never as HTML.
 */
import type { ChangeSince1981_2010 } from '../lib/profile/changeTypes.ts';
import { MONTH_NAMES } from '../lib/constants.ts';
import { DEFAULT_EDITION, PREVIOUS_EDITION } from '../lib/editions.ts';
import { FREEZE_THRESHOLDS, SEASON_NAMES, type ClimateProfileResponse, type FreezeThreshold } from '../lib/profile/types.ts';
import { changeBars, changeRows, changeWords } from './change.ts';
import { freezeCells, stripRows } from './freeze.ts';
import { withUnit } from './format.ts';

const SVG = 'http://www.w3.org/2000/svg';
const STRIP = { width: 720, left: 110, right: 8, row: 26, bar: 16, top: 22 } as const;
const CHANGE = { width: 720, left: 80, right: 110, row: 30, bar: 11, top: 22 } as const;
const THRESHOLD_WORDS: Record<FreezeThreshold, string> = { '36F': '36 °F (frost)', '32F': '32 °F (freeze)', '28F': '28 °F (hard freeze)' };

function svg<K extends keyof SVGElementTagNameMap>(doc: Document, name: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const el = doc.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

function row(doc: Document, header: string, cells: string[]): HTMLTableRowElement {
  const tr = doc.createElement('tr');
  const th = doc.createElement('th');
  th.scope = 'row';
  th.textContent = header;
  tr.append(th, ...cells.map((text) => Object.assign(doc.createElement('td'), { textContent: text })));
  return tr;
}

/** The frost-free season as a Jan–Dec strip, one row per odds, with a text alternative. */
function freezeStrip(doc: Document, profile: ClimateProfileResponse): SVGSVGElement {
  const rows = stripRows(profile.freeze['32F']);
  const { width, left, right, row: rowH, bar, top } = STRIP;
  const span = width - left - right;
  const height = top + rows.length * rowH + 4;
  const root = svg(doc, 'svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', class: 'strip', 'aria-labelledby': 'strip-title strip-desc' });
  root.append(
    svg(doc, 'title', { id: 'strip-title' }, 'Frost-free season (no 32 °F freeze) through the year'),
    svg(doc, 'desc', { id: 'strip-desc' }, rows.map((r) => `${r.label}: ${r.text}`).join('; ')),
  );
  MONTH_NAMES.forEach((name, i) => {
    const x = left + (span * i) / 12;
    root.append(svg(doc, 'line', { class: 'grid', x1: x, x2: x, y1: top - 4, y2: height }));
    root.append(svg(doc, 'text', { class: 'tick', x: x + span / 24, y: 14, 'text-anchor': 'middle' }, name.slice(0, 3)));
  });
  rows.forEach((r, i) => {
    const y = top + i * rowH + (rowH - bar) / 2;
    root.append(svg(doc, 'text', { class: 'tick', x: 0, y: y + bar - 3 }, r.label));
    root.append(svg(doc, 'rect', { class: 'year', x: left, y, width: span, height: bar }));
    for (const s of r.spans) {
      root.append(svg(doc, 'rect', { class: `free ${i === 1 ? 'median' : ''}`.trim(), x: left + s.from * span, y, width: (s.to - s.from) * span, height: bar }));
    }
  });
  return root;
}

/** High and low changes per row as bars either side of zero, each labelled in the right margin, with a text alternative. */
function changeChart(doc: Document, change: ChangeSince1981_2010): SVGSVGElement {
  const rows = changeRows(change);
  const { bars, maxAbs } = changeBars(change);
  const { width, left, right, row: rowH, bar, top } = CHANGE;
  const span = width - left - right;
  const height = top + rows.length * rowH + 4;
  const root = svg(doc, 'svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', class: 'change', 'aria-labelledby': 'change-chart-title change-chart-desc' });
  root.append(
    svg(doc, 'title', { id: 'change-chart-title' }, `Change in normal highs and lows since ${PREVIOUS_EDITION.label}, °F`),
    svg(doc, 'desc', { id: 'change-chart-desc' }, rows.map((r) => changeWords(r.label, r.values)).join('; ')),
  );
  for (const [v, text] of [[-maxAbs, `−${maxAbs} °F`], [0, '0'], [maxAbs, `+${maxAbs} °F`]] as const) {
    const x = left + span * (0.5 + v / (2 * maxAbs));
    root.append(svg(doc, 'line', { class: v === 0 ? 'zero' : 'grid', x1: x, x2: x, y1: top - 4, y2: height }));
    root.append(svg(doc, 'text', { class: 'tick', x, y: 14, 'text-anchor': v < 0 ? 'start' : v > 0 ? 'end' : 'middle' }, text));
  }
  rows.forEach((r, i) => root.append(svg(doc, 'text', { class: 'tick', x: 0, y: top + i * rowH + bar + 4 }, r.label)));
  for (const b of bars) {
    const y = top + b.row * rowH + (b.kind === 'high' ? 2 : 3 + bar);
    root.append(svg(doc, 'rect', { class: b.kind, x: left + b.from * span, y, width: Math.max(1, (b.to - b.from) * span), height: bar }));
    root.append(svg(doc, 'text', { class: 'tick', x: width - 4, y: y + bar - 2, 'text-anchor': 'end' }, `${b.kind} ${b.text}`));
  }
  return root;
}

/** The change since 1981–2010 in words and the chart, or the API's note on why there is none. */
function renderChange(doc: Document, profile: ClimateProfileResponse): void {
  const byId = (id: string) => doc.getElementById(id)!;
  const change = profile.changeSince1981_2010;
  byId('change-title').textContent = `Change since ${PREVIOUS_EDITION.label} at this station`;
  byId('change-words').replaceChildren(
    ...(change ? changeRows(change) : []).map((r) => Object.assign(doc.createElement('li'), { textContent: changeWords(r.label, r.values) })),
  );
  byId('change-chart').replaceChildren(...(change ? [changeChart(doc, change)] : []));
  byId('change-note').textContent = change
    ? `${DEFAULT_EDITION.label} minus ${PREVIOUS_EDITION.label} at ${change.station.name} (${change.station.id}); ${PREVIOUS_EDITION.label} seasons and year from its monthly normals.`
    : (profile.changeSince1981_2010Note ?? '');
}

/** Shows the profile; `hidden` stays on the section until there is one to show. */
export function renderProfile(doc: Document, profile: ClimateProfileResponse): void {
  const byId = (id: string) => doc.getElementById(id)!;
  byId('profile-summary').textContent = profile.summary;
  byId('freeze-strip').replaceChildren(freezeStrip(doc, profile));
  byId('freeze-rows').textContent = stripRows(profile.freeze['32F']).map((r) => `${r.label}: ${r.text}`).join(' · ');
  byId('freeze-body').replaceChildren(
    ...(Object.keys(FREEZE_THRESHOLDS) as FreezeThreshold[]).map((t) => row(doc, THRESHOLD_WORDS[t], freezeCells(profile.freeze[t]))),
  );
  byId('seasons-body').replaceChildren(
    ...SEASON_NAMES.map((name) => {
      const s = profile.seasons[name];
      const months = s.months.map((m) => MONTH_NAMES[m - 1]!.slice(0, 3)).join('–');
      return row(doc, `${name[0]!.toUpperCase()}${name.slice(1)} (${months})`, [
        withUnit(s.avgHighF, '', 1), withUnit(s.avgLowF, '', 1), withUnit(s.avgMeanF, '', 1), withUnit(s.precipIn, '', 2), withUnit(s.snowIn, '', 1),
      ]);
    }),
  );
  const a = profile.annual;
  const n = (v: number | null) => (v === null ? '—' : v.toLocaleString('en-US'));
  byId('degree-days').replaceChildren(
    ...[
      `Heating degree days (base 65 °F): ${n(a.heatingDegreeDays)}`,
      `Cooling degree days (base 65 °F): ${n(a.coolingDegreeDays)}`,
      `Growing degree days (base 50 °F): ${n(a.growingDegreeDaysBase50)}`,
      `Days with a high of 90 °F or more: ${n(a.daysHighAtLeast90F)}; a high of 32 °F or less: ${n(a.daysHighAtMost32F)}`,
      `Days with a low of 32 °F or less: ${n(a.daysLowAtMost32F)}`,
      `Days with 0.01 in of precipitation or more: ${n(a.daysPrecipAtLeast0_01In)}; with 1 in of snow or more: ${n(a.daysSnowAtLeast1In)}`,
    ].map((text) => Object.assign(doc.createElement('li'), { textContent: text })),
  );
  renderChange(doc, profile);
  byId('profile-source').textContent = `${profile.source}. ${profile.disclaimer}`;
}
