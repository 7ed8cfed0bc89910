/**
 * The query parser alone, one row per rule: what each route reads from a query string, and which
 * error it names first when several things are wrong.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError.ts';
import { parseQuery } from '../../api/query.ts';
import { DEFAULT_EDITION, PREVIOUS_EDITION } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { ROUTE_PARAMS, type RouteName } from '../../lib/routeParams.ts';

const parse = (route: RouteName, query: string) => parseQuery(ROUTE_PARAMS[route], new URLSearchParams(query));

describe('parseQuery: what is read', () => {
  it.each([
    { route: 'weather', query: 'zip=10024', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024-1234&month=jul', place: { zip: '10024' }, month: 7, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&date=2026-12-25&month=jul', place: { zip: '10024' }, month: 12, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&date=12-25&month=nonsense', place: { zip: '10024' }, month: 12, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&address=Seattle, WA', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=%20&address=%20Seattle, WA%20', place: { address: 'Seattle, WA' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&period=1981-2010&units=metric', place: { zip: '10024' }, month: undefined, edition: PREVIOUS_EDITION, units: 'metric' },
    { route: 'weather', query: 'zip=10024&month=3&month=4&period=&units=%20', place: { zip: '10024' }, month: 3, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'profile', query: 'zip=10024&period=1991-2020&units=metric', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'metric' },
    { route: 'profile', query: 'address=Seattle, WA&month=&date=', place: { address: 'Seattle, WA' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    // A point: rounded to 3 decimals first; zip and address win over it, and it over nothing.
    { route: 'weather', query: 'lat=40.7794&lon=-73.9695', place: { lat: 40.779, lon: -73.97 }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'lon=%20-73.9695&lat=+40.7795&month=7', place: { lat: 40.78, lon: -73.97 }, month: 7, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'zip=10024&lat=x', place: { zip: '10024' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'weather', query: 'address=Seattle, WA&lat=1&lon=1', place: { address: 'Seattle, WA' }, month: undefined, edition: DEFAULT_EDITION, units: 'us' },
    { route: 'profile', query: 'lat=-14.2756&lon=-170.7021&units=metric', place: { lat: -14.276, lon: -170.702 }, month: undefined, edition: DEFAULT_EDITION, units: 'metric' },
  ] as const)('$route ?$query', ({ route, query, place, month, edition, units }) => {
    const parsed = parse(route, query);
    expect(parsed.place).toEqual(place);
    expect(parsed.date ?? parsed.month).toBe(month);
    expect(parsed.period).toBe(edition);
    expect(parsed.units).toBe(units);
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
    { route: 'weather', query: 'lat=1e1&lon=0', status: 400, message: messages.badCoordinate('lat', '1e1', 90) },
    { route: 'weather', query: 'lat=40.78&lon=-73.97&month=13', status: 400, message: messages.badMonth('13') },
    { route: 'profile', query: 'lat=40.78&lon=-73.97&month=7', status: 400, message: messages.wholeYearOnly('month') },
    { route: 'profile', query: 'month=7&date=x&period=1981-2010', status: 400, message: messages.wholeYearOnly('month') },
    { route: 'profile', query: 'date=x&period=1981-2010', status: 400, message: messages.wholeYearOnly('date') },
    { route: 'profile', query: 'period=1981-2010', status: 400, message: messages.profilePeriod('1981-2010', '1991-2020') },
    { route: 'profile', query: 'zip=1&units=x', status: 400, message: messages.badUnits('x', ['us', 'metric']) },
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
