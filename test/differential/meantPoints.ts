/**
 * The meant differences of true labels: a point the coast tolerance lets in claims no state, a
 * point beyond it is refused saying why and what to send instead, and the OpenAPI document says so.
 */
import { parseCoordinate } from '../../lib/coordinates.ts';
import { messages } from '../../lib/messages.ts';
import { given, isClipOf, type MeantDifference } from './meantValues.ts';
import type { RecordedRequest } from './types.ts';

/** A point's coordinates as the request gives them, rounded as the API rounds them; null when it sends none. */
function pointOf(request: RecordedRequest): { lat: number; lon: number } | null {
  const [lat, lon] = [given(request, 'lat'), given(request, 'lon')];
  if (lat === null || lon === null || given(request, 'zip') !== null || given(request, 'address') !== null) return null;
  const [la, lo] = [parseCoordinate(lat, 90), parseCoordinate(lon, 180)];
  return la === undefined || lo === undefined ? null : { lat: la, lon: lo };
}

/** The state a just-outside point's answer named before: its `(XX)` is now `(just outside XX)`. */
const justOutsideSummary = (before: unknown, after: unknown) =>
  typeof before === 'string' && typeof after === 'string' && /\([A-Z]{2}\)/.test(before) && isClipOf(after, before.replace(/\(([A-Z]{2})\)/, '(just outside $1)'));

export const POINT_AND_LABEL_MEANT: readonly MeantDifference[] = [
  {
    name: 'point-just-outside',
    why: 'A point the coast tolerance lets in lies outside every state: `location.state` is null and `justOutside` names the state it lies just outside, which the summary says.',
    matches: (d, request) =>
      pointOf(request) !== null &&
      ((d.where === '/location/state' && d.kind === 'field-changed' && typeof d.before === 'string' && d.after === null) ||
        (d.where === '/location/justOutside' && d.kind === 'field-added' && /^[A-Z]{2}$/.test(String(d.after))) ||
        (d.where === '/summary' && d.kind === 'field-changed' && justOutsideSummary(d.before, d.after))),
  },
  {
    name: 'point-outside-next-step',
    why: 'The 422 of a point beyond the outline and its tolerance says why (open water, the Great Lakes, the territorial sea or another country; normals are measured on land) and what to send instead.',
    matches: (d, request) => {
      const point = pointOf(request);
      return point !== null && d.where === '/error' && d.kind === 'field-changed' && isClipOf(String(d.after), messages.outsideCoverage(point.lat, point.lon));
    },
  },
  {
    name: 'openapi-labels',
    why: "The OpenAPI document describes a point's state (null just outside the outline, with `justOutside`) and a twin's place (null when none is near enough).",
    matches: (d, _r, route) => route === '/openapi.json' && d.kind.startsWith('field-') && /^\/components\/schemas\/(PointLocation(Metric)?\/(description|properties\/(state|justOutside))|Twin(Metric)?\/properties\/place)/.test(d.where),
  },
];
