/**
 * Puts API answers on the page. Every API string goes in as text (textContent), never as HTML.
 */
import { MONTH_NAMES } from '../lib/constants.ts';
import { DEFAULT_EDITION, EDITIONS } from '../lib/editions.ts';
import type { Manifest } from '../lib/dataTypes.ts';
import { defaultSection } from '../lib/manifest.ts';
import type { MonthlyNormals, OneMonthResponse, WholeYearResponse } from '../lib/types.ts';
import type { LookupResult } from './api.ts';
import { bestTimeReading } from './bestTime.ts';
import { renderChart } from './chart.ts';
import { humanBytes, withUnit } from './format.ts';
import { renderProfile } from './profile.ts';

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

function tableRow(doc: Document, m: MonthlyNormals, current: boolean): HTMLTableRowElement {
  const tr = doc.createElement('tr');
  if (current) tr.setAttribute('aria-current', 'true');
  const th = doc.createElement('th');
  th.scope = 'row';
  th.textContent = m.monthName;
  tr.append(th);
  for (const text of [withUnit(m.avgHighF, '', 1), withUnit(m.avgLowF, '', 1), withUnit(m.avgMeanF, '', 1), withUnit(m.avgPrecipIn, '', 2), withUnit(m.avgSnowIn, '', 1)]) {
    const td = doc.createElement('td');
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}

/**
 * Shows a lookup's result: place, station and confidence (the same in both answers), then the
 * monthly part (summary, chart, table, the year's reading) or why it is missing, then the profile.
 */
export function renderResult(doc: Document, result: LookupResult): void {
  const { year, month, profile } = result;
  const common = (year ?? profile)!;
  const place = common.query.address ?? `ZIP ${common.location.zip}`;
  setText(doc, 'place-name', place);
  setText(doc, 'place-detail', `ZIP ${common.location.zip} · ${common.location.lat.toFixed(4)}, ${common.location.lon.toFixed(4)}`);
  setText(doc, 'station-name', `${common.station.name} (${common.station.id})`);
  setText(doc, 'station-distance', `${common.station.distanceMi} mi`);
  setText(doc, 'station-elevation', `${common.station.elevationFt.toLocaleString('en-US')} ft`);
  const badge = byId(doc, 'confidence');
  badge.textContent = common.confidence;
  badge.dataset.tier = common.confidence;
  setText(doc, 'confidence-note', common.confidenceNote);

  byId(doc, 'monthly').hidden = year === null;
  byId(doc, 'monthly-missing').hidden = result.monthlyMissing === null;
  setText(doc, 'monthly-missing-detail', result.monthlyMissing ?? '');
  if (year) renderMonthly(doc, year, month, place);

  byId(doc, 'profile').hidden = profile === null;
  byId(doc, 'profile-missing').hidden = result.profileMissing === null;
  setText(doc, 'profile-missing', result.profileMissing ?? '');
  if (profile) renderProfile(doc, profile);
}

function renderMonthly(doc: Document, year: WholeYearResponse, month: OneMonthResponse | null, place: string): void {
  setText(doc, 'summary', month ? month.summary : 'Pick a month for its summary; the whole year is below.');

  const chart = byId(doc, 'chart');
  chart.replaceChildren(renderChart(doc, year.months, place));

  const body = byId<HTMLTableSectionElement>(doc, 'months-body');
  body.replaceChildren(...year.months.map((m) => tableRow(doc, m, month?.normals.month === m.month)));

  const ys = year.yearSummary;
  byId(doc, 'year-summary').replaceChildren(
    item(doc, `Warmest: ${ys.warmestMonth}`),
    item(doc, `Coolest: ${ys.coolestMonth}`),
    item(doc, `Wettest: ${ys.wettestMonth ?? 'no precipitation normals'}`),
    item(doc, `Driest: ${ys.driestMonth ?? 'no precipitation normals'}`),
  );
  byId(doc, 'best-time').replaceChildren(...bestTimeReading(year.months, ys).map((line) => item(doc, line)));
  setText(doc, 'attribution', `${year.source}. ${year.disclaimer}`);
}

/** Shows an error in plain words: a headline and the API's own explanation. */
export function renderError(doc: Document, title: string, detail: string): void {
  setText(doc, 'error-title', title);
  setText(doc, 'error-detail', detail);
}

interface OpenApiLike {
  paths?: Record<string, { get?: { summary?: string; description?: string } }>;
}

/** Lists the endpoints from the OpenAPI document, linking each example path. */
export function renderEndpoints(doc: Document, openapi: OpenApiLike, examples: Record<string, string>): void {
  const list = byId(doc, 'endpoints');
  const items = Object.entries(openapi.paths ?? {}).map(([path, ops]) => {
    const li = doc.createElement('li');
    const code = doc.createElement('code');
    code.textContent = `GET ${path}`;
    li.append(code, ` — ${ops.get?.summary ?? ''}`);
    const related = Object.keys(examples).filter((ex) => ex === path || ex.startsWith(`${path}?`));
    if (related.length) {
      const ul = doc.createElement('ul');
      for (const ex of related) {
        const a = doc.createElement('a');
        a.href = ex;
        a.textContent = ex;
        const exLi = doc.createElement('li');
        exLi.append(a, ` — ${examples[ex]}`);
        ul.append(exLi);
      }
      li.append(ul);
    }
    return li;
  });
  list.replaceChildren(...items);
}

/** Links the bulk downloads listed in the build manifest, with their sizes. */
export function renderDownloads(doc: Document, manifest: Manifest): void {
  const editions = Object.values(manifest.editions).flatMap((e) => e.downloads);
  byId(doc, 'downloads').replaceChildren(
    ...[...manifest.downloads, ...editions].map((d) => {
      const li = doc.createElement('li');
      const a = doc.createElement('a');
      a.href = `/${d.path}`;
      a.textContent = d.path.split('/').pop() ?? d.path;
      li.append(a, ` (${humanBytes(d.bytes)}) — ${d.description}`);
      return li;
    }),
  );
  const n = (v: number) => v.toLocaleString('en-US');
  const { counts } = defaultSection(manifest);
  setText(doc, 'coverage', `This build answers ${n(counts.zipsWithNormals)} of ${n(manifest.zctas)} ZIP areas month by month from ${n(counts.stationsServingZips)} stations, and gives ${n(manifest.profile.zips)} a climate profile from ${n(manifest.profile.stations)} stations.`);
}
