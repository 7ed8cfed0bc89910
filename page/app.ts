/**
 * The page's wiring: form and URL state in, API answers out. No framework; state lives in the URL.
 */
import { API_PATHS, DATA_PATH } from '../lib/constants.ts';
import type { Manifest } from '../lib/dataTypes.ts';
import type { HealthResponse } from '../lib/types.ts';
import { getJson, lookupWeather } from './api.ts';
import { fillMonthOptions, fillPeriodOptions, renderDownloads, renderEndpoints, renderError, renderResult } from './render.ts';
import { curlCommand, lookupFromSearch, requestPath, searchFromLookup, type Lookup } from './request.ts';

const doc = document;
const form = doc.getElementById('lookup') as HTMLFormElement;
const placeInput = doc.getElementById('place') as HTMLInputElement;
const monthSelect = doc.getElementById('month') as HTMLSelectElement;
const periodSelect = doc.getElementById('period') as HTMLSelectElement;
const submit = doc.getElementById('submit') as HTMLButtonElement;
const status = doc.getElementById('status') as HTMLElement;
const result = doc.getElementById('result') as HTMLElement;
const errorBox = doc.getElementById('error') as HTMLElement;
const requestLink = doc.getElementById('request-url') as HTMLAnchorElement;
const curl = doc.getElementById('curl') as HTMLElement;
const copy = doc.getElementById('copy-curl') as HTMLButtonElement;

let latest = 0;

function showRequest(path: string): void {
  const url = new URL(path, location.origin).href;
  requestLink.href = url;
  requestLink.textContent = url;
  curl.textContent = curlCommand(url);
}

async function run(lookup: Lookup): Promise<void> {
  const ticket = ++latest;
  const path = requestPath(lookup);
  showRequest(path);
  status.textContent = 'Looking up the normals…';
  result.setAttribute('aria-busy', 'true');
  submit.disabled = true;
  const outcome = await lookupWeather({
    year: requestPath(lookup, { wholeYear: true }),
    month: lookup.month === null ? null : path,
    profile: requestPath(lookup, { profile: true }),
  });
  if (ticket !== latest) return; // a newer lookup has started; drop this answer
  submit.disabled = false;
  result.removeAttribute('aria-busy');
  if (outcome.ok) {
    renderResult(doc, outcome.body);
    errorBox.hidden = true;
    result.hidden = false;
    const { year, month, profile } = outcome.body;
    const shown = (year ?? profile)!;
    const what = year ? (month ? month.normals.monthName : 'the whole year') : 'the climate profile';
    status.textContent = `Showing ${what} for ${shown.query.address ?? 'ZIP ' + shown.location.zip}.`;
  } else {
    renderError(doc, outcome.title, outcome.detail);
    result.hidden = true;
    errorBox.hidden = false;
    status.textContent = outcome.title;
  }
}

function fromUrl(): void {
  const lookup = lookupFromSearch(location.search);
  placeInput.value = lookup?.place ?? '';
  monthSelect.value = lookup?.month ? String(lookup.month) : '';
  periodSelect.selectedIndex = 0;
  if (lookup?.period) periodSelect.value = lookup.period;
  if (lookup) void run(lookup);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const place = placeInput.value.trim();
  if (!place) {
    renderError(doc, 'Type a place', 'Enter a 5-digit ZIP code, a street address, or a city and state such as "Denver, CO".');
    result.hidden = true;
    errorBox.hidden = false;
    placeInput.focus();
    return;
  }
  const lookup: Lookup = { place, month: monthSelect.value ? Number(monthSelect.value) : null, period: periodSelect.value };
  history.pushState(null, '', searchFromLookup(lookup));
  void run(lookup);
});

// Switching the month or the edition re-runs the current lookup at once, as a person expects from a picker.
for (const picker of [monthSelect, periodSelect]) {
  picker.addEventListener('change', () => {
    if (placeInput.value.trim()) form.requestSubmit();
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

fillMonthOptions(monthSelect);
fillPeriodOptions(periodSelect);
fromUrl();
if (!location.search) showRequest(requestPath({ place: '10024', month: 7 }));

void getJson<Record<string, unknown>>(API_PATHS.openapi).then(async (doc1) => {
  const health = await getJson<HealthResponse>(API_PATHS.health);
  if (doc1.ok) renderEndpoints(doc, doc1.body, health.ok ? health.body.endpoints : {});
});
void getJson<Manifest>(`/${DATA_PATH}/manifest.json`).then((m) => {
  if (m.ok) renderDownloads(doc, m.body);
});
