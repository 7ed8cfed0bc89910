/**
 * The page's wiring: form and URL state in, API answers out. No framework; state lives in the URL.
 */
import { placeLabel } from '../lib/placeEcho.ts';
import { API_PATHS, DATA_PATH } from '../lib/constants.ts';
import type { Manifest } from '../lib/dataTypes.ts';
import { DEFAULT_EDITION, editionBySlug } from '../lib/editions.ts';
import type { HealthResponse } from '../lib/types.ts';
import { dateName } from '../lib/daily/calendar.ts';
import { getJson, lookupWeather, type LookupResult } from './api.ts';
import { editionWords } from './editionWords.ts';
import { offerHint } from './hintAction.ts';
import { drawCharts, fillMonthOptions, fillPeriodOptions, renderError, renderResult } from './render.ts';
import { renderDownloads, renderEndpoints } from './renderApi.ts';
import { locate } from './locate.ts';
import type { MapOutline } from './mapOutline.ts';
import { drawPlaceMap } from './placeMap.ts';
import { fillForm, formFields, linkMonthAndDate, readForm } from './form.ts';
import { curlCommand, dailyPath, lookupFromSearch, pointText, requestPath, searchFromLookup, type Lookup } from './request.ts';
import { reveal } from './reveal.ts';
import { markOverflowingTables } from './scrollCue.ts';
import { showTwins } from './twins.ts';

const doc = document;
const form = doc.getElementById('lookup') as HTMLFormElement;
const fields = formFields(doc);
const submit = doc.getElementById('submit') as HTMLButtonElement;
const status = doc.getElementById('status') as HTMLElement;
const result = doc.getElementById('result') as HTMLElement;
const errorBox = doc.getElementById('error') as HTMLElement;
const requestLink = doc.getElementById('request-url') as HTMLAnchorElement;
const curl = doc.getElementById('curl') as HTMLElement;
const copy = doc.getElementById('copy-curl') as HTMLButtonElement;
const bannerPeriod = doc.getElementById('banner-period') as HTMLElement;
const monthlyMissing = doc.getElementById('monthly-missing') as HTMLElement;
const locateButton = doc.getElementById('locate') as HTMLButtonElement;
/** The map's outline, fetched from the page's own origin when the first map is drawn. */
let outline: ReturnType<typeof getJson<MapOutline>> | null = null;

let latest = 0;
/** The result on screen, to redraw its charts when the width changes. */
let shown: LookupResult | null = null;
/** The build manifest, once loaded: whether an edition's snowfall file is in this build. */
const manifest = getJson<Manifest>(`/${DATA_PATH}/manifest.json`);

async function snowfallInBuild(): Promise<(label: string) => boolean> {
  const m = await manifest;
  const editions = m.ok ? Object.values(m.body.editions ?? {}) : [];
  return (label) => editions.find((e) => e.normalsPeriod === label)?.snowfall?.available !== false;
}

/** The hint's button: pick the edition it names and look the place up again (URL included). */
function chooseEdition(slug: string): void {
  fields.period.value = slug;
  form.requestSubmit(submit);
}

function showRequest(path: string): void {
  const url = new URL(path, location.origin).href;
  requestLink.href = url;
  requestLink.textContent = url;
  curl.textContent = curlCommand(url);
}

/** `show`: move the focus to the answer and scroll it into view (a lookup the person asked for). */
async function run(lookup: Lookup, show = false): Promise<void> {
  const ticket = ++latest;
  const path = requestPath(lookup);
  showRequest(path);
  status.textContent = 'Looking up the normals…';
  result.setAttribute('aria-busy', 'true');
  submit.disabled = true;
  const edition = editionBySlug(lookup.period ?? '') ?? DEFAULT_EDITION;
  bannerPeriod.textContent = editionWords(edition.label, true).banner;
  const [outcome, snowfall] = await Promise.all([
    lookupWeather({
      year: requestPath(lookup, { wholeYear: true }),
      month: lookup.month === null ? null : path,
      profile: requestPath(lookup, { profile: true }),
      daily: dailyPath(lookup),
    }),
    snowfallInBuild(),
  ]);
  if (ticket !== latest) return; // a newer lookup has started; drop this answer
  submit.disabled = false;
  result.removeAttribute('aria-busy');
  doc.documentElement.classList.remove('lookup-pending');
  shown = outcome.ok ? outcome.body : null;
  if (outcome.ok) {
    // Shown before drawing, so the charts measure the width they are drawn at.
    errorBox.hidden = true;
    result.hidden = false;
    renderResult(doc, outcome.body, { snowfallInBuild: snowfall });
    offerHint(monthlyMissing, outcome.body.monthlyMissing ?? '', chooseEdition);
    markOverflowingTables(doc);
    const current = () => ticket === latest;
    const twins = showTwins(doc, requestPath(lookup, { twins: true }), { period: lookup.period, units: lookup.units }, current);
    const { year, month, profile } = outcome.body;
    const shown = (year ?? profile)!;
    void drawPlaceMap(doc, shown, (outline ??= getJson<MapOutline>('/map-outline.json')), twins, current);
    const day = month?.query.date;
    const what = year ? `${day ? dateName(day) : month ? month.normals.monthName : 'the whole year'}${editionWords(year.normalsPeriod, true).suffix}` : 'the climate profile';
    status.textContent = `Showing ${what} for ${placeLabel(shown.location, shown.query.address)}.`;
    if (show) reveal(result, doc.getElementById('place-name')!);
  } else {
    showProblem(outcome.title, outcome.detail);
    if (show) reveal(errorBox, doc.getElementById('error-title')!);
  }
}

function showProblem(title: string, detail: string): void {
  renderError(doc, title, detail);
  offerHint(errorBox, detail, chooseEdition);
  result.hidden = true;
  errorBox.hidden = false;
  status.textContent = title;
}

function fromUrl(): void {
  const lookup = lookupFromSearch(location.search);
  fillForm(fields, lookup);
  if (lookup) void run(lookup);
  else doc.documentElement.classList.remove('lookup-pending');
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const lookup = readForm(fields);
  if (!lookup.place) {
    showProblem('Type a place', 'Enter a 5-digit ZIP code, a street address, or a city and state such as "Denver, CO".');
    fields.place.focus();
    return;
  }
  history.pushState(null, '', searchFromLookup(lookup));
  // A lookup with a submitter is one the person asked for; a picker's has none, and the focus stays on the picker.
  void run(lookup, (event as SubmitEvent).submitter !== null);
});

// Switching the month, the date, the edition or the units re-runs the current lookup at once, as a person expects from a picker
// (after the month and the date agree again).
linkMonthAndDate(fields);
for (const picker of [fields.month, fields.date, fields.period, ...fields.units]) {
  picker.addEventListener('change', () => {
    if (fields.place.value.trim()) form.requestSubmit();
  });
}

copy.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(curl.textContent ?? '');
    copy.textContent = 'Copied';
  } catch {
    copy.textContent = 'Select and copy';
  }
  setTimeout(() => (copy.textContent = 'Copy'), 2000);
});

window.addEventListener('popstate', fromUrl);

// The browser's position becomes the place, rounded as the API rounds it; the URL keeps lat and lon.
locateButton.addEventListener('click', () => {
  status.textContent = 'Finding your position…';
  locate(
    navigator.geolocation,
    (lat, lon) => {
      fields.place.value = pointText(lat, lon);
      form.requestSubmit(submit);
    },
    (sentence) => showProblem('No position', sentence),
  );
});

// Charts are drawn at their width in pixels (so their text keeps its size): redraw when it changes.
let drawnWidth = doc.documentElement.clientWidth;
window.addEventListener('resize', () => {
  const width = doc.documentElement.clientWidth;
  if (width === drawnWidth) return;
  drawnWidth = width;
  if (shown && !result.hidden) drawCharts(doc, shown);
  markOverflowingTables(doc);
});

fillMonthOptions(fields.month);
fillPeriodOptions(fields.period);
fromUrl();
if (!location.search) showRequest(requestPath({ place: '10024', month: 7 }));

void getJson<Record<string, unknown>>(API_PATHS.openapi).then(async (doc1) => {
  const health = await getJson<HealthResponse>(API_PATHS.health);
  if (doc1.ok) renderEndpoints(doc, doc1.body, health.ok ? health.body.endpoints : {});
});
void manifest.then((m) => {
  if (m.ok) renderDownloads(doc, m.body);
});
