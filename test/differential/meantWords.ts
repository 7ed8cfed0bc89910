/**
 * The meant differences of issue 51's items 4–6: every null says why (`nullNote`, an addition), the
 * month's temperature word judged from its highs and lows, decimals rounded from their digits, one
 * word per freeze threshold, and `/mcp` listed with the endpoints.
 */
import { MCP_PATH } from '../../lib/constants.ts';
import { temperatureWord, TEMPERATURE_WORDS } from '../../lib/weather/temperatureWords.ts';
import type { Difference } from './diff.ts';
import { given, type MeantDifference } from './meantValues.ts';
import type { RecordedRequest } from './types.ts';

const WORD = /is typically ([a-z ]+?):/;
const WORDS: readonly string[] = TEMPERATURE_WORDS.map((row) => row.word);
const NUMBER = /-?\d+(?:\.\d+)?/g;

/** The summary with its temperature word taken from `other`'s, when both have one. */
const withWordOf = (text: string, other: string) => {
  const word = WORD.exec(other)?.[1];
  return word === undefined ? text : text.replace(WORD, `is typically ${word}:`);
};

/** Whether two texts differ only in numbers, each by one unit of its last decimal, away from zero (4.3 → 4.4, -2 → -3). */
function roundedAway(before: string, after: string): boolean {
  const [a, b] = [before.split(NUMBER), after.split(NUMBER)];
  if (a.length !== b.length || a.some((part, i) => part !== b[i])) return false;
  const [x, y] = [before.match(NUMBER) ?? [], after.match(NUMBER) ?? []];
  let changed = false;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    const decimals = (x[i]!.split('.')[1] ?? '').length;
    const step = Math.round((Math.abs(Number(y[i])) - Math.abs(Number(x[i]))) * 10 ** decimals);
    if (step !== 1 || Math.sign(Number(y[i]) || Number(x[i])) !== Math.sign(Number(x[i]) || Number(y[i]))) return false;
    changed = true;
  }
  return changed;
}

/** A one-month summary whose word is the table's for the highs and lows it writes (°F; in °C any word of the table). */
function wordIsTheTables(after: string, request: RecordedRequest): boolean {
  const word = WORD.exec(after)?.[1];
  if (word === undefined || !WORDS.includes(word)) return false;
  const temps = /highs around (-?\d+) °F and lows around (-?\d+) °F/.exec(after);
  return given(request, 'units')?.toLowerCase() === 'metric' ? /°C/.test(after) : temps !== null && temperatureWord(Number(temps[1]), Number(temps[2])) === word;
}

const summaryChange = (d: Difference) => d.kind === 'field-changed' && /\/summary$/.test(d.where) && typeof d.before === 'string' && typeof d.after === 'string';

/** The routes whose bodies these changes change: an ETag and Content-Length follow their bodies. */
const BODY_ROUTES = new Set(['/typical-weather', '/climate-profile', '/climate-twins', '/health', '/api', '/openapi.json']);

export const WORDS_AND_NULLS_MEANT: readonly MeantDifference[] = [
  {
    name: 'temperature-word',
    why: "The month's word is judged from its highs and lows by a documented table (Honolulu's January, highs 80 °F, was 'hot' by its mean): only the word changes, to the table's word for the highs and lows the summary writes.",
    matches: (d, request, route) =>
      route === '/typical-weather' && summaryChange(d) && WORD.exec(String(d.before))?.[1] !== WORD.exec(String(d.after))?.[1] &&
      (withWordOf(String(d.before), String(d.after)) === d.after || roundedAway(withWordOf(String(d.before), String(d.after)), String(d.after))) &&
      wordIsTheTables(String(d.after), request),
  },
  {
    name: 'rounding-from-digits',
    why: 'Decimals are rounded half away from zero from the digits NCEI published, not the binary double toFixed rounds: 4.35 in was written 4.3 in and is 4.4 in; only such numbers change, each by one unit of its last decimal.',
    matches: (d) => summaryChange(d) && roundedAway(String(d.before), String(d.after)),
  },
  {
    name: 'freeze-free',
    why: 'One word per threshold: the stretch without a 32 °F freeze was "frost-free" (frost is 36 °F) and is "freeze-free".',
    matches: (d, _r, route) =>
      route === '/climate-profile' && summaryChange(d) && (String(d.before).replace('frost-free', 'freeze-free') === d.after || roundedAway(String(d.before).replace('frost-free', 'freeze-free'), String(d.after))),
  },
  {
    name: 'mcp-listed',
    why: '/health and /api list the MCP endpoint with the others.',
    matches: (d, _r, route) => (route === '/health' || route === '/api') && d.kind === 'field-added' && d.where === `/endpoints/${MCP_PATH.replace('/', '~1')}`,
  },
  {
    name: 'etag-xxh64',
    why: 'An ETag is the XXH64 of the body as sent (16 hex digits), no longer its SHA-1 (27 base64url characters): hashed on every answer, it costs a quarter of the time. Every 200 has a new one, the body unchanged.',
    matches: (d) => d.kind === 'header-changed' && d.where === 'etag' && /^"[\w-]{27}"$/.test(String(d.before)) && /^"[0-9a-f]{16}"$/.test(String(d.after)),
  },
  {
    name: 'etag-follows-body',
    why: "An ETag is a hash of the body and Content-Length its length: they change with the meant changes of these routes' bodies (nullNote added, the words, /mcp listed), a HEAD's with its GET's.",
    matches: (d, request, route) =>
      BODY_ROUTES.has(route) && d.kind === 'header-changed' && (d.where === 'etag' || d.where === 'content-length') && (request.method === 'GET' || request.method === 'HEAD'),
  },
];
