/**
 * The page's "Places with a climate like this": the place's climate twins from /climate-twins, each
 * with its place name, a link that looks it up, its distance and the differences in words (the
 * API's own phrases, lib/twins/summary.ts). Every API string goes in as text.
 */
import type { ClimateTwinsResponse, Twin } from '../lib/twins/types.ts';
import { differenceWords } from '../lib/twins/summary.ts';
import { twinName } from '../lib/twins/twinName.ts';
import { getJson } from './api.ts';
import { searchFromLookup, type Lookup } from './request.ts';
import { unitsOf, valueOf, wordsFor } from './units.ts';

const byId = (doc: Document, id: string) => doc.getElementById(id)!;

/** One twin's line: a link to look it up, then what it is and how it differs. */
export function twinItem(doc: Document, twin: Twin, units: ClimateTwinsResponse['units'], lookup: Pick<Lookup, 'period' | 'units'>): HTMLLIElement {
  const li = doc.createElement('li');
  const link = doc.createElement('a');
  link.href = searchFromLookup({ ...lookup, place: twin.zip, month: null });
  link.textContent = twinName(twin);
  const distance = valueOf(twin, 'distanceMi', units);
  const d = twin.differences;
  const values = { high: valueOf(d, 'avgHighF', units) ?? 0, low: valueOf(d, 'avgLowF', units) ?? 0, precip: valueOf(d, 'precipIn', units) ?? 0 };
  const detail = doc.createElement('span');
  detail.className = 'muted';
  detail.textContent = ` (ZIP ${twin.zip}, ${distance?.toLocaleString('en-US')} ${wordsFor(units).distance} away) · ${twin.similarity}`;
  const words = doc.createElement('div');
  words.textContent = differenceWords(values, units).join(', ');
  li.append(link, detail, words);
  return li;
}

/**
 * Fetches and shows the twins of a lookup; `current` says whether this lookup is still the one on
 * screen. Resolves to the twins shown (none when the answer is late or an error), for the map.
 */
export async function showTwins(doc: Document, path: string, lookup: Pick<Lookup, 'period' | 'units'>, current: () => boolean): Promise<readonly Twin[]> {
  const section = byId(doc, 'twins');
  section.setAttribute('aria-busy', 'true');
  const outcome = await getJson<ClimateTwinsResponse>(path);
  if (!current()) return [];
  section.removeAttribute('aria-busy');
  section.hidden = false;
  const list = byId(doc, 'twins-list');
  const missing = byId(doc, 'twins-missing');
  missing.hidden = outcome.ok;
  if (!outcome.ok) {
    list.replaceChildren();
    byId(doc, 'twins-intro').textContent = '';
    missing.textContent = outcome.detail;
    return [];
  }
  const body = outcome.body;
  const units = unitsOf(body);
  const minimum = valueOf(body, 'minDistanceMi', units) ?? 0;
  byId(doc, 'twins-intro').textContent =
    `The stations whose ${body.normalsPeriod} monthly highs, lows and precipitation are most like ${body.station.name}'s, ` +
    `at least ${minimum.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${wordsFor(units).distance} away, most alike first. Each name looks that place up.`;
  list.replaceChildren(...body.twins.map((twin) => twinItem(doc, twin, units, lookup)));
  missing.hidden = body.twins.length > 0;
  missing.textContent = 'No station that far away is compared in this edition.';
  return body.twins;
}
