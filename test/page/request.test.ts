import { describe, expect, it } from 'vitest';
import { curlCommand, dailyPath, lookupFromSearch, pointText, requestPath, searchFromLookup } from '../../page/request.ts';

describe('requestPath', () => {
  const cases = [
    { lookup: { place: '10024', month: null }, expected: '/typical-weather?zip=10024' },
    { lookup: { place: ' 10024-1234 ', month: 7 }, expected: '/typical-weather?zip=10024&month=7' },
    { lookup: { place: 'Denver, CO', month: 1 }, expected: '/typical-weather?address=Denver%2C%20CO&month=1' },
    { lookup: { place: '1234', month: null }, expected: '/typical-weather?address=1234' },
    { lookup: { place: '10024', month: 7, period: '1981-2010' }, expected: '/typical-weather?zip=10024&month=7&period=1981-2010' },
    // The default edition needs no parameter: the request is the same as without one.
    { lookup: { place: '10024', month: 7, period: '1991-2020' }, expected: '/typical-weather?zip=10024&month=7' },
    { lookup: { place: '10024', month: 7, units: 'metric' as const }, expected: '/typical-weather?zip=10024&month=7&units=metric' },
    { lookup: { place: '10024', month: 7, units: 'us' as const }, expected: '/typical-weather?zip=10024&month=7' },
    // A point, as "Use my location" writes it or a person types it: lat and lon.
    { lookup: { place: '40.779, -73.97', month: 7 }, expected: '/typical-weather?lat=40.779&lon=-73.97&month=7' },
    { lookup: { place: ' +18.4,-66.1 ', month: null }, expected: '/typical-weather?lat=%2B18.4&lon=-66.1' },
    { lookup: { place: '40, Main St', month: null }, expected: '/typical-weather?address=40%2C%20Main%20St' },
    // A date goes instead of its month (the API answers the month of the date).
    { lookup: { place: '10024', month: 7, date: '2026-07-04' }, expected: '/typical-weather?zip=10024&date=2026-07-04' },
    { lookup: { place: '10024', month: 12, date: '12-25', units: 'metric' as const }, expected: '/typical-weather?zip=10024&date=12-25&units=metric' },
  ];
  it.each(cases)('$lookup.place / $lookup.month', ({ lookup, expected }) => {
    expect(requestPath(lookup)).toBe(expected);
  });
  it('drops the month for the whole-year request', () => {
    expect(requestPath({ place: '10024', month: 3 }, { wholeYear: true })).toBe('/typical-weather?zip=10024');
  });
  it('drops the date for the whole-year request', () => {
    expect(requestPath({ place: '10024', month: 7, date: '07-04' }, { wholeYear: true })).toBe('/typical-weather?zip=10024');
  });
  it('keeps only the place and units for the profile', () => {
    expect(requestPath({ place: '10024', month: 3, period: '1981-2010', units: 'metric' }, { profile: true })).toBe('/climate-profile?zip=10024&units=metric');
  });
});

describe('dailyPath', () => {
  const cases = [
    { lookup: { place: '10024', month: 7, date: '07-04' }, expected: '/daily-normals?zip=10024' },
    { lookup: { place: '10024', month: null, units: 'metric' as const }, expected: '/daily-normals?zip=10024&units=metric' },
    { lookup: { place: '40.779, -73.97', month: null, period: '1991-2020' }, expected: '/daily-normals?lat=40.779&lon=-73.97' },
    { lookup: { place: 'Denver, CO', month: 1 }, expected: '/daily-normals?address=Denver%2C%20CO' },
    // Daily normals are served for the default edition only: no request for another.
    { lookup: { place: '10024', month: 7, period: '1981-2010' }, expected: null },
  ];
  it.each(cases)('$lookup.place $lookup.period', ({ lookup, expected }) => expect(dailyPath(lookup)).toBe(expected));
});

describe('page URL state', () => {
  const cases = [
    { search: '?place=10024&month=7', expected: { place: '10024', month: 7 } },
    { search: '?place=Denver%2C+CO', expected: { place: 'Denver, CO', month: null } },
    { search: '?zip=10024&month=13', expected: { place: '10024', month: null } },
    // month, period and units as the API reads them: names, abbreviations, any case, dashes.
    { search: '?place=98158&month=jan', expected: { place: '98158', month: 1 } },
    { search: '?place=98158&month=September', expected: { place: '98158', month: 9 } },
    { search: '?place=98158&month=%20DEC%20', expected: { place: '98158', month: 12 } },
    { search: '?place=98158&month=07', expected: { place: '98158', month: 7 } },
    { search: '?place=98158&month=sept', expected: { place: '98158', month: null } },
    { search: '?place=10024&period=1981%E2%80%932010', expected: { place: '10024', month: null, period: '1981-2010' } },
    { search: '?place=10024&units=Metric', expected: { place: '10024', month: null, units: 'metric' } },
    { search: '?place=10024&period=1981-2010', expected: { place: '10024', month: null, period: '1981-2010' } },
    { search: '?place=10024&period=1991-2020', expected: { place: '10024', month: null } },
    { search: '?place=10024&period=1850-1879', expected: { place: '10024', month: null } },
    { search: '?place=10024&units=metric', expected: { place: '10024', month: null, units: 'metric' } },
    { search: '?place=10024&units=us', expected: { place: '10024', month: null } },
    { search: '?place=10024&units=kelvin', expected: { place: '10024', month: null } },
    { search: '?place=%20%20', expected: null },
    { search: '?lat=40.779&lon=-73.97&month=7', expected: { place: '40.779, -73.97', month: 7 } },
    { search: '?lat=40.779&place=10024', expected: { place: '10024', month: null } },
    { search: '', expected: null },
    // A date as the API reads it sets its month and wins over `month`; a malformed one is dropped.
    { search: '?place=10024&date=2026-07-04', expected: { place: '10024', month: 7, date: '2026-07-04' } },
    { search: '?place=10024&month=1&date=%2012-25%20', expected: { place: '10024', month: 12, date: '12-25' } },
    { search: '?place=10024&date=02-29', expected: { place: '10024', month: 2, date: '02-29' } },
    { search: '?place=10024&month=3&date=2026-02-29', expected: { place: '10024', month: 3 } },
    { search: '?place=10024&date=July%204', expected: { place: '10024', month: null } },
  ];
  it.each(cases)('$search', ({ search, expected }) => {
    expect(lookupFromSearch(search)).toEqual(expected);
  });
  it.each([
    { place: 'Saint Paul, MN', month: 12, period: '1981-2010', units: 'metric' as const },
    { place: '10024', month: 7, date: '2026-07-04', units: 'metric' as const },
  ])('round-trips $place', (lookup) => {
    expect(lookupFromSearch(searchFromLookup(lookup))).toEqual(lookup);
  });
  it('writes a date without its month (the date says it)', () => {
    expect(searchFromLookup({ place: '10024', month: 7, date: '2026-07-04' })).toBe('?place=10024&date=2026-07-04');
  });
  it('keeps a point as lat and lon in the URL, rounded as the API rounds', () => {
    const lookup = { place: pointText(40.77941, -73.96953), month: null };
    expect(searchFromLookup(lookup)).toBe('?lat=40.779&lon=-73.97');
    expect(lookupFromSearch(searchFromLookup(lookup))).toEqual(lookup);
  });
});

describe('curlCommand', () => {
  it("quotes single quotes for POSIX shells", () => {
    expect(curlCommand("http://x/typical-weather?address=O'Fallon")).toBe("curl 'http://x/typical-weather?address=O'\\''Fallon'");
  });
});
