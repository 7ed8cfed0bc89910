/**
 * Puts API answers on the page. Every API string goes in as text (textContent), never as HTML.
 */
import { MONTH_NAMES } from '../lib/constants.ts';
import { DEFAULT_EDITION, EDITIONS } from '../lib/editions.ts';
import { dateName } from '../lib/daily/calendar.ts';
import type { MonthlyNormals, OneDayResponse, OneMonthResponse, WholeYearResponse } from '../lib/types.ts';
import { placeLabel } from '../lib/placeEcho.ts';
import type { LookupResult } from './api.ts';
import { bestTimeReading } from './bestTime.ts';
import { renderChart } from './chart.ts';
import { editionWords, type EditionWords } from './editionWords.ts';
import { withUnit } from './format.ts';
import { matchWords } from './matchWords.ts';
import { noticeWords } from './noticeWords.ts';
import { nullWords } from './nullWords.ts';
import { quartileLines } from './quartiles.ts';
import { renderProfile, renderProfileCharts } from './profile.ts';
import { dayRows } from './dateCard.ts';
import { dayCells, setDayHeaders, shownDayColumns, type DayColumn } from './dayColumns.ts';
import { drawWidth } from './svg.ts';
import { unitLabel, unitsOf, valueOf, wordsFor } from './units.ts';
import type { Units } from '../lib/units.ts';

const byId = <T extends HTMLElement = HTMLElement>(doc: Document, id: string) => doc.getElementById(id) as T;

function setText(doc: Document, id: string, text: string): void {
  byId(doc, id).textContent = text;
}

function item(doc: Document, text: string): HTMLLIElement {
  const li = doc.createElement('li');
  li.textContent = text;
  return li;
}

/** Month options for the picker, from the one list of month names. */
export function fillMonthOptions(select: HTMLSelectElement): void {
  MONTH_NAMES.forEach((name, i) => select.append(new Option(name, String(i + 1))));
}

/** One option per normals edition (lib/editions.ts), the default first and selected. */
export function fillPeriodOptions(select: HTMLSelectElement): void {
  for (const edition of Object.values(EDITIONS)) {
    const current = edition === DEFAULT_EDITION;
    select.append(new Option(current ? `${edition.label} (current)` : edition.label, edition.slug, current, current));
  }
}

/** A month's row of the normals table, or of the day-count table when `days` are its columns. */
function tableRow(doc: Document, m: MonthlyNormals, current: boolean, units: Units, days: readonly DayColumn[] | null): HTMLTableRowElement {
  const cell = (field: 'avgHighF' | 'avgLowF' | 'avgMeanF' | 'avgPrecipIn' | 'avgSnowIn', digits: number) => withUnit(valueOf(m, field, units), '', digits);
  const tr = doc.createElement('tr');
  if (current) tr.setAttribute('aria-current', 'true');
  const th = doc.createElement('th');
  th.scope = 'row';
  th.textContent = m.monthName;
  tr.append(th);
  for (const text of days === null ? [cell('avgHighF', 1), cell('avgLowF', 1), cell('avgMeanF', 1), cell('avgPrecipIn', wordsFor(units).precipDigits), cell('avgSnowIn', 1)] : dayCells(m, days)) {
    const td = doc.createElement('td');
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}

/** What the build knows that the answers do not say: whether an edition's snowfall file is in it. */
export interface BuildFacts {
  snowfallInBuild(label: string): boolean;
}

/**
 * Shows a lookup's result: place, how an address was matched, station and confidence (the same in
 * both answers), then the monthly part (summary, chart, table, the year's reading) or why it is
 * missing, then the profile. Sections name their edition when it is not the default.
 */
export function renderResult(doc: Document, result: LookupResult, build: BuildFacts): void {
  const { year, month, profile } = result;
  const common = (year ?? profile)!;
  const { location, query } = common;
  setText(doc, 'place-name', placeLabel(location, query.address));
  setText(doc, 'place-detail', 'zip' in location
    ? `ZIP ${location.zip} · ${location.lat.toFixed(4)}, ${location.lon.toFixed(4)}`
    : `Your point, rounded to about 100 m · nearest ZIP ${location.nearestZcta.zip}`);
  const how = 'zip' in location && location.matchedBy && query.address !== undefined ? matchWords(query.address, location.zip, { ...location, matchedBy: location.matchedBy }) : null;
  byId(doc, 'match-note').hidden = how === null;
  setText(doc, 'match-note', how ?? '');
  setText(doc, 'station-name', `${common.station.name} (${common.station.id})`);
  const units = unitsOf(common);
  const w = wordsFor(units);
  // The static markup's unit labels (table headers, legend, headings): `data-unit` names which.
  doc.querySelectorAll<HTMLElement>('[data-unit]').forEach((el) => (el.textContent = unitLabel(units, el.dataset.unit ?? '')));
  setText(doc, 'station-distance', `${valueOf(common.station, 'distanceMi', units)} ${w.distance}`);
  setText(doc, 'station-elevation', `${valueOf(common.station, 'elevationFt', units)?.toLocaleString('en-US')} ${w.elevation}`);
  const badge = byId(doc, 'confidence');
  badge.textContent = common.confidence;
  badge.dataset.tier = common.confidence;
  setText(doc, 'confidence-note', common.confidenceNote);

  const label = year?.normalsPeriod ?? DEFAULT_EDITION.label;
  const words = editionWords(label, build.snowfallInBuild(label), w.caption);
  byId(doc, 'monthly').hidden = year === null;
  byId(doc, 'monthly-missing').hidden = result.monthlyMissing === null;
  setText(doc, 'monthly-missing-detail', noticeWords(result.monthlyMissing ?? ''));
  if (year) renderMonthly(doc, year, month, words);

  byId(doc, 'profile').hidden = profile === null;
  byId(doc, 'profile-missing').hidden = result.profileMissing === null;
  setText(doc, 'profile-missing', result.profileMissing ?? '');
  setText(doc, 'profile-title', words.profileTitle);
  byId(doc, 'profile-edition').hidden = words.profileNote === null;
  setText(doc, 'profile-edition', words.profileNote ?? '');
  const changeHome = words.changeBesideMonths && year ? 'change-beside-months' : 'change-in-profile';
  byId(doc, changeHome).append(byId(doc, 'change'));
  if (profile) renderProfile(doc, profile);
  drawCharts(doc, result);
}

/** Draws the charts at their containers' widths; run again when the width changes. */
export function drawCharts(doc: Document, result: LookupResult): void {
  const { year, month, days, profile } = result;
  if (year) {
    const chart = byId(doc, 'chart');
    const title = `${placeLabel(year.location, year.query.address)}, ${year.normalsPeriod} normals`;
    chart.replaceChildren(renderChart(doc, year.months, title, drawWidth(chart), unitsOf(year), { days, date: month?.query.date }));
    byId(doc, 'legend-date').hidden = month?.query.date === undefined;
  }
  if (profile) renderProfileCharts(doc, profile);
}

function renderMonthly(doc: Document, year: WholeYearResponse, month: OneMonthResponse | null, words: EditionWords): void {
  setText(doc, 'summary', month ? month.summary : 'Pick a month or a date for its summary; the whole year is below.');
  renderDay(doc, month);
  setText(doc, 'year-title', words.yearTitle);
  setText(doc, 'extremes-title', `Extremes${words.suffix}`);
  setText(doc, 'best-time-title', `Best time to visit${words.suffix}`);
  setText(doc, 'months-caption', words.monthsCaption);

  const units = unitsOf(year);
  const days = shownDayColumns(year.months);
  const current = (m: MonthlyNormals) => month?.normals.month === m.month;
  byId(doc, 'months-body').replaceChildren(...year.months.map((m) => tableRow(doc, m, current(m), units, null)));
  // The day counts are a table of their own, so a phone shows them without scrolling sideways.
  setDayHeaders(doc, doc.querySelector<HTMLTableRowElement>('#days thead tr')!, days, wordsFor(units));
  byId(doc, 'days-body').replaceChildren(...year.months.map((m) => tableRow(doc, m, current(m), units, days)));
  const nulls = nullWords(year.nullNote);
  byId(doc, 'months-nulls').hidden = nulls === '';
  setText(doc, 'months-nulls', nulls);
  const quartiles = quartileLines(year, month);
  byId(doc, 'quartiles').hidden = quartiles === '';
  setText(doc, 'quartiles', quartiles);
  byId(doc, 'legend-wet').hidden = !year.months.some((m) => m.daysPrecipAtLeast0_01In !== null);

  const ys = year.yearSummary;
  byId(doc, 'year-summary').replaceChildren(
    item(doc, `Warmest: ${ys.warmestMonth}`),
    item(doc, `Coolest: ${ys.coolestMonth}`),
    item(doc, `Wettest: ${ys.wettestMonth ?? 'no precipitation normals'}`),
    item(doc, `Driest: ${ys.driestMonth ?? 'no precipitation normals'}`),
  );
  byId(doc, 'best-time').replaceChildren(...bestTimeReading(year.months, ys, units).map((line) => item(doc, line)));
  setText(doc, 'attribution', `${year.source}. ${year.disclaimer}`);
}

/** A date's day: its numbers, or why there are none (no daily normals for the station or the edition). */
function renderDay(doc: Document, month: OneMonthResponse | OneDayResponse | null): void {
  const asked = month !== null && 'day' in month && month.query.date !== undefined;
  byId(doc, 'day').hidden = !asked;
  if (!asked) return;
  const { day, dayNote } = month;
  setText(doc, 'day-title', `${dateName(month.query.date!)}${day ? ', typically' : ''}`);
  byId(doc, 'day-values').replaceChildren(...(day ? dayRows(day, unitsOf(month)) : []).map(({ term, value }) => {
    const row = doc.createElement('div');
    row.append(Object.assign(doc.createElement('dt'), { textContent: term }), Object.assign(doc.createElement('dd'), { textContent: value }));
    return row;
  }));
  byId(doc, 'day-note').hidden = day !== null;
  byId(doc, 'day-about').hidden = day === null;
  setText(doc, 'day-note', day ? '' : noticeWords(dayNote ?? ''));
}

/** Shows an error in plain words: a headline and the API's own explanation. */
export function renderError(doc: Document, title: string, detail: string): void {
  setText(doc, 'error-title', title);
  setText(doc, 'error-detail', noticeWords(detail));
}
