/**
 * The query parser alone, one row per rule: what each route reads from a query string, and which
 * error it names first when several things are wrong.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError.ts';
import { parseQuery } from '../../api/query.ts';
import { DEFAULT_EDITION, PREVIOUS_EDITION } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { HTTP_SPEAKER, say } from '../../lib/wording.ts';
import { PARAM_NAMES, QUERY_PARAMS } from '../../lib/queryParams.ts';
import { ROUTE_PARAMS, routeParamNames, type RouteName, type RouteParams } from '../../lib/routeParams.ts';

const parse = (route: RouteName, query: string) => parseQuery(ROUTE_PARAMS[route], new URLSearchParams(query));

describe('parseQuery: what is read', () => {
  it.each([
    { route: 'weather', query: 'zip=10024', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024-1234&month=jul', place: { zip: '10024' }, month: 7, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&date=2026-12-25&month=jul', place: { zip: '10024' }, month: 12, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&address=Seattle, WA', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=%20&address=%20Seattle, WA%20', place: { address: 'Seattle, WA' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&period=1981-2010&units=metric', place: { zip: '10024' }, month: undefined, edition: PREVIOUS_EDITION, units: 'metric' },
    { route: 'weather', query: 'zip=10024&month=3&month=4&period=&units=%20', place: { zip: '10024' }, month: 3, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'profile', query: 'zip=10024&period=1991-2020&units=metric', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'metric' },
    { route: 'profile', query: 'address=Seattle, WA&month=&date=', place: { address: 'Seattle, WA' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    // units in any case, as month is; period as the answers print it (en dash), or with an em dash.
    { route: 'weather', query: 'zip=10024&units=METRIC', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'metric' },
    { route: 'weather', query: 'zip=10024&units=%20Us%20', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&period=1981%E2%80%932010', place: { zip: '10024' }, month: undefined, edition: PREVIOUS_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&period=%201981%E2%80%942010', place: { zip: '10024' }, month: undefined, edition: PREVIOUS_EDITION, units: 'us' },
    { route: 'profile', query: 'zip=10024&period=1991%E2%80%932020&units=Metric', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'metric' },
    // A point: rounded to 3 decimals first; zip and address win over it, and it over nothing.
    { route: 'weather', query: 'lat=40.7794&lon=-73.9695', place: { lat: 40.779, lon: -73.97 }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'lon=%20-73.9695&lat=+40.7795&month=7', place: { lat: 40.78, lon: -73.97 }, month: 7, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'address=Seattle, WA&lat=1&lon=1', place: { address: 'Seattle, WA' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'profile', query: 'lat=-14.2756&lon=-170.7021&units=metric', place: { lat: -14.276, lon: -170.702 }, month: undefined, edition: DEFAULT_EDITION, units: 'metric' },
  ] as const)('$route ?$query', ({ route, query, place, month, edition, units }) => {
    const parsed = parse(route, query);
    expect(parsed.place).toEqual(place);
    expect(parsed.date?.month ?? parsed.month).toBe(month);
    expect(parsed.period).toBe(edition);
    expect(parsed.units).toBe(units);
  });
});

/** One rule: a parameter given is checked as documented even when another one wins over it. */
describe('parseQuery: every parameter given is checked, even one another wins over', () => {
  const longAddress = 'a'.repeat(101);
  it.each([
    { route: 'weather', query: `zip=10024&address=${longAddress}`, status: 400, message: messages.addressTooLong() },
    { route: 'profile', query: `zip=10024&address=${longAddress}`, status: 400, message: messages.addressTooLong() },
    { route: 'weather', query: `zip=1&address=${longAddress}`, status: 422, message: messages.badZip('1') },
    { route: 'weather', query: 'zip=10024&date=12-25&month=nonsense', status: 400, message: messages.badMonth('nonsense') },
    { route: 'weather', query: 'zip=10024&date=12-25&month=13', status: 400, message: messages.badMonth('13') },
  ] as const)('$route ?$query → $status', ({ route, query, status, message }) => {
    expect(() => parse(route, query)).toThrow(expect.objectContaining({ status, message }));
  });

  // From the table: every parameter a route takes, given a bad value beside valid values of all the
  // others (so each competitor that could win over it is there), is refused with its own status.
  const VALID = { zip: '10024', address: 'SeaTac, WA', lat: '40.78', lon: '-73.97', period: '1981-2010', units: 'metric', month: 'jul', date: '07-04', from: '12-20', to: '01-05', limit: '5', minDistance: '50' };
  const BAD = { zip: '1', address: longAddress, lat: '91', lon: 'x', period: 'x', units: 'x', month: '13', date: '2026-02-30', from: '02-30', to: '2026-02-29', limit: '0', minDistance: '-1' };
  const rows = (Object.keys(ROUTE_PARAMS) as RouteName[]).flatMap((route) =>
    routeParamNames(ROUTE_PARAMS[route])
      .filter((name) => (ROUTE_PARAMS[route] as RouteParams).params[name] === 'takes')
      .map((name) => ({ route, name })),
  );
  it('has a valid and a bad value for every parameter', () => expect(Object.keys(BAD).sort()).toEqual([...PARAM_NAMES].sort()));
  it.each(rows)('$route: a bad $name beside every other parameter', ({ route, name }) => {
    const params = new URLSearchParams();
    for (const other of routeParamNames(ROUTE_PARAMS[route])) {
      if ((ROUTE_PARAMS[route] as RouteParams).params[other] === 'takes') params.set(other, other === name ? BAD[other] : VALID[other]);
    }
    const { status, message } = QUERY_PARAMS[name].invalid;
    expect(() => parseQuery(ROUTE_PARAMS[route], params)).toThrow(expect.objectContaining({ status, message: message(BAD[name]) }));
  });

  it.each([
    { route: 'weather', query: `zip=10024&address=${'a'.repeat(100)}`, place: { zip: '10024' }, month: undefined },
    { route: 'weather', query: 'zip=10024&date=12-25&month=jul', place: { zip: '10024' }, month: 12 },
  ] as const)('$route ?$query: the winner is used', ({ route, query, place, month }) => {
    const parsed = parse(route, query);
    expect(parsed.place).toEqual(place);
    expect(parsed.date?.month ?? parsed.month).toBe(month);
  });
});

describe('parseQuery: the error named first', () => {
  it.each([
    { route: 'weather', query: '', status: 400, message: messages.noLocation() },
    { route: 'weather', query: 'month=foo&period=x', status: 400, message: messages.noLocation() },
    { route: 'weather', query: 'zip=1&period=x&month=foo', status: 400, message: messages.badPeriod('x', ['1991-2020', '1981-2010']) },
    { route: 'weather', query: 'zip=1&units=imperial', status: 400, message: messages.badUnits('imperial', ['us', 'metric']) },
    { route: 'weather', query: 'zip=1&date=2026-02-30', status: 400, message: messages.badDate('2026-02-30') },
    { route: 'weather', query: 'zip=1&month=13', status: 400, message: messages.badMonth('13') },
    { route: 'weather', query: 'zip=1', status: 422, message: messages.badZip('1') },
    { route: 'weather', query: `address=${'a'.repeat(101)}`, status: 400, message: messages.addressTooLong() },
    { route: 'profile', query: '', status: 400, message: messages.noLocation() },
    { route: 'weather', query: 'lat=40.78', status: 400, message: messages.missingPartner('lat', 'lon') },
    { route: 'weather', query: 'lon=-73.97&lat=%20', status: 400, message: messages.missingPartner('lon', 'lat') },
    { route: 'weather', query: 'lat=90.0001&lon=0', status: 400, message: messages.badCoordinate('lat', '90.0001', 90) },
    { route: 'weather', query: 'lat=0&lon=-180.5', status: 400, message: messages.badCoordinate('lon', '-180.5', 180) },
    { route: 'weather', query: 'lat=NaN&lon=0', status: 400, message: messages.badCoordinate('lat', 'NaN', 90) },
    { route: 'weather', query: 'lat=0&lon=Infinity', status: 400, message: messages.badCoordinate('lon', 'Infinity', 180) },
    { route: 'weather', query: 'lat=1e2&lon=0', status: 400, message: messages.badCoordinate('lat', '1e2', 90) },
    { route: 'weather', query: 'lat=0x1F&lon=0', status: 400, message: messages.badCoordinate('lat', '0x1F', 90) },
    { route: 'weather', query: 'lat=40.78&lon=-73.97&month=13', status: 400, message: messages.badMonth('13') },
    { route: 'profile', query: 'lat=40.78&lon=-73.97&month=7', status: 400, message: say(messages.wholeYearOnly('month'), HTTP_SPEAKER) },
    { route: 'profile', query: 'month=7&date=x&period=1981-2010', status: 400, message: say(messages.wholeYearOnly('month'), HTTP_SPEAKER) },
    { route: 'profile', query: 'date=x&period=1981-2010', status: 400, message: say(messages.wholeYearOnly('date'), HTTP_SPEAKER) },
    { route: 'profile', query: 'period=1981-2010', status: 400, message: say(messages.profilePeriod('1981-2010', '1991-2020'), HTTP_SPEAKER) },
    { route: 'profile', query: 'zip=1&units=x', status: 400, message: messages.badUnits('x', ['us', 'metric']) },
    { route: 'weather', query: 'zip=1&period=1981%E2%80%902010', status: 400, message: messages.badPeriod('1981\u20102010', ['1991-2020', '1981-2010']) },
    { route: 'profile', query: 'zip=1&period=1981%E2%80%932010', status: 400, message: say(messages.profilePeriod('1981\u20132010', '1991-2020'), HTTP_SPEAKER) },
    { route: 'weather', query: 'zip=1&units=m%C3%89tric', status: 400, message: messages.badUnits('mÉtric', ['us', 'metric']) },
    { route: 'profile', query: 'zip=1', status: 422, message: messages.badZip('1') },
  ] as const)('$route ?$query → $status', ({ route, query, status, message }) => {
    const error = (() => {
      try {
        parse(route, query);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });
});
