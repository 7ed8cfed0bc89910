/**
 * Puts a /climate-profile answer on the page: the summary, the year strip of the freeze-free season
 * (32 °F) at 10/50/90 %, the freeze table for 36/32/28 °F, the four seasons, degree days, and the
 * change since 1981–2010 in words and a small chart (or why there is none).
 * Every API string goes in as text, never as HTML.
 */
import { MONTH_NAMES } from '../lib/constants.ts';
import { DEFAULT_EDITION, PREVIOUS_EDITION } from '../lib/editions.ts';
import { FREEZE_THRESHOLDS, SEASON_NAMES, THRESHOLD_WORDS, type ClimateProfileResponse, type FreezeThreshold } from '../lib/profile/types.ts';
import { changeRows, changeWords } from './change.ts';
import { freezeCells, stripInWords, stripRows } from './freeze.ts';
import { withUnit } from './format.ts';
import { changeChart, freezeStrip } from './profileCharts.ts';
import { drawWidth } from './svg.ts';
import { dayCells, setDayHeaders, shownDayColumns } from './dayColumns.ts';
import { unitsOf, valueOf, wordsFor, type Measured } from './units.ts';

/** The freeze table's column names, repeated beside each value where the table stacks on a phone. */
const FREEZE_COLUMNS = ['Years with one', 'Last spring freeze', 'First fall freeze', 'Season between'] as const;

function row(doc: Document, header: string, cells: string[], labels?: readonly string[]): HTMLTableRowElement {
  const tr = doc.createElement('tr');
  const th = doc.createElement('th');
  th.scope = 'row';
  th.textContent = header;
  tr.append(th, ...cells.map((text, i) => {
    const td = Object.assign(doc.createElement('td'), { textContent: text });
    if (labels?.[i]) td.dataset.label = labels[i];
    return td;
  }));
  return tr;
}

/** The change since 1981–2010 in words, or the API's note on why there is none. */
function renderChange(doc: Document, profile: ClimateProfileResponse): void {
  const units = unitsOf(profile);
  const byId = (id: string) => doc.getElementById(id)!;
  const change = profile.changeSince1981_2010;
  byId('change-title').textContent = `Change since ${PREVIOUS_EDITION.label} at this station`;
  byId('change-words').replaceChildren(
    ...(change ? changeRows(change) : []).map((r) => Object.assign(doc.createElement('li'), { textContent: changeWords(r.label, r.values, units) })),
  );
  byId('change-note').textContent = change
    ? `${DEFAULT_EDITION.label} minus ${PREVIOUS_EDITION.label} at ${change.station.name} (${change.station.id}); ${PREVIOUS_EDITION.label} seasons and year from its monthly normals.`
    : (profile.changeSince1981_2010Note ?? '');
}

/** Draws the freeze strip and the change chart at their containers' widths. */
export function renderProfileCharts(doc: Document, profile: ClimateProfileResponse): void {
  const strip = doc.getElementById('freeze-strip')!;
  const f = profile.freeze['32F'];
  strip.replaceChildren(...(stripInWords(f) === null ? [freezeStrip(doc, f, drawWidth(strip), wordsFor(unitsOf(profile)).freeze['32F'])] : []));
  const chart = doc.getElementById('change-chart')!;
  const change = profile.changeSince1981_2010;
  chart.replaceChildren(...(change ? [changeChart(doc, change, drawWidth(chart), unitsOf(profile))] : []));
}

/** Shows the profile's words and tables; `hidden` stays on the section until there is one to show. */
export function renderProfile(doc: Document, profile: ClimateProfileResponse): void {
  const byId = (id: string) => doc.getElementById(id)!;
  const units = unitsOf(profile);
  const w = wordsFor(units);
  const fixed = (obj: object, field: Measured, digits: number) => withUnit(valueOf(obj, field, units), '', digits);
  byId('profile-summary').textContent = profile.summary;
  const f = profile.freeze['32F'];
  byId('freeze-rows').textContent = stripInWords(f) ?? stripRows(f).map((r) => `${r.label}: ${r.text}`).join(' · ');
  byId('freeze-body').replaceChildren(
    ...(Object.keys(FREEZE_THRESHOLDS) as FreezeThreshold[]).map((t) => row(doc, `${w.freeze[t]} (${THRESHOLD_WORDS[t]})`, freezeCells(profile.freeze[t]), FREEZE_COLUMNS)),
  );
  const days = shownDayColumns(SEASON_NAMES.map((name) => profile.seasons[name]));
  // The day counts are a table of their own, so a phone shows them without scrolling sideways.
  setDayHeaders(doc, doc.querySelector<HTMLTableRowElement>('#season-days thead tr')!, days, w);
  const seasonName = (name: (typeof SEASON_NAMES)[number], months: readonly number[]) => `${name[0]!.toUpperCase()}${name.slice(1)} (${months.map((m) => MONTH_NAMES[m - 1]!.slice(0, 3)).join('–')})`;
  byId('seasons-body').replaceChildren(
    ...SEASON_NAMES.map((name) => {
      const s = profile.seasons[name];
      return row(doc, seasonName(name, s.months), [fixed(s, 'avgHighF', 1), fixed(s, 'avgLowF', 1), fixed(s, 'avgMeanF', 1), fixed(s, 'precipIn', w.precipDigits), fixed(s, 'snowIn', 1)]);
    }),
  );
  byId('season-days-body').replaceChildren(...SEASON_NAMES.map((name) => row(doc, seasonName(name, profile.seasons[name].months), dayCells(profile.seasons[name], days))));
  const a = profile.annual;
  const n = (v: number | null) => (v === null ? '—' : v.toLocaleString('en-US'));
  const dd = (field: Measured) => n(valueOf(a, field, units));
  byId('degree-days').replaceChildren(
    ...[
      `Heating degree days (${w.hdd}): ${dd('heatingDegreeDays')}`,
      `Cooling degree days (${w.hdd}): ${dd('coolingDegreeDays')}`,
      `Growing degree days (${w.gdd}): ${dd('growingDegreeDaysBase50')}`,
      `Days with a high of ${w.hot} or more: ${n(a.daysHighAtLeast90F)}; a high of ${w.freeze['32F']} or less: ${n(a.daysHighAtMost32F)}`,
      `Days with a low of ${w.freeze['32F']} or less: ${n(a.daysLowAtMost32F)}`,
      `Days with ${w.dayPrecip} of precipitation or more: ${n(a.daysPrecipAtLeast0_01In)}; with ${w.daySnow} of snow or more: ${n(a.daysSnowAtLeast1In)}`,
    ].map((text) => Object.assign(doc.createElement('li'), { textContent: text })),
  );
  renderChange(doc, profile);
  byId('profile-source').textContent = `${profile.source}. ${profile.disclaimer}`;
}
