/** The differences daily normals (issue 50) mean to make: a date's day, the /daily-normals route, and what lists them. */
import { given, type MeantDifference } from './meantValues.ts';

/** The headers made from an answer's bytes: they change whenever the body does. */
const BODY_HEADERS = new Set(['etag', 'content-length']);

export const DAILY_MEANT: readonly MeantDifference[] = [
  {
    name: 'date-day',
    why: "A date answers its day too (issue 50): `query.date` echoes it, `day` holds the day's daily normals (null where the station has none, or for 1981–2010, the reason in `dayNote`), and the summary opens with the day by name; the month is as it was.",
    matches: (d, request, route) => {
      if (route !== '/typical-weather' || given(request, 'date') === null) return false;
      if (d.kind === 'field-added') return ['/query/date', '/day', '/dayNote'].includes(d.where);
      if (d.kind === 'header-changed') return BODY_HEADERS.has(d.where);
      // The day's words come first; a clipped summary (diff.ts) keeps only its start.
      if (d.kind === 'field-changed' && d.where === '/summary') return String(d.after).startsWith('On ') && (String(d.after).endsWith(String(d.before)) || String(d.after).endsWith(' chars)'));
      return d.kind === 'body-bytes';
    },
  },
  {
    name: 'daily-examples',
    why: "/health and /api list the new /daily-normals route's examples, and the date example says it answers the day too.",
    matches: (d, _r, route) =>
      (route === '/health' || route === '/api') &&
      ((d.kind === 'field-added' && d.where.startsWith('/endpoints/') && d.where.includes('daily-normals')) || (d.kind === 'field-changed' && d.where.startsWith('/endpoints/') && d.where.includes('date=')) ||
        d.kind === 'body-bytes' || (d.kind === 'header-changed' && BODY_HEADERS.has(d.where))),
  },
  {
    name: 'openapi-daily',
    why: 'The OpenAPI document describes /daily-normals and a date\'s day, so its bytes, ETag and length change with it.',
    matches: (d, _r, route) => route === '/openapi.json' && d.kind === 'header-changed' && BODY_HEADERS.has(d.where),
  },
  {
    name: 'daily-normals-route',
    why: 'A new route, /daily-normals (issue 50): before, its path was the JSON 404 of an unknown path.',
    matches: (_d, _r, route) => route === '/daily-normals',
  },
];
