import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byStationReader } from '../../pipeline/ncei/byStationCsv.ts';
import { MONTHLY_COLUMNS } from '../../pipeline/ncei/catalog.ts';
import { monthlyStation } from '../../pipeline/ncei/monthly.ts';
import { normalValue } from '../../pipeline/ncei/normalValue.ts';
import { parseStationName } from '../../pipeline/ncei/stationName.ts';
import { REPO_ROOT } from './rawData.ts';

describe('normalValue', () => {
  const cases = [
    { value: '    3.64', flag: ' ', expected: 3.64, why: 'padded value, blank flag' },
    { value: '   -12.5', flag: '', expected: -12.5, why: 'negative' },
    { value: '     0.0', flag: ' ', expected: 0, why: 'a published zero' },
    { value: '     0.0', flag: 'X', expected: 0, why: 'X: nonzero that rounds to zero, a real 0.0' },
    { value: '    3.90', flag: 'M', expected: null, why: 'M: missing' },
    { value: '    4.00', flag: 'Y', expected: null, why: 'Y: insufficient data' },
    { value: '    4.10', flag: 'V', expected: null, why: 'V: too cold to compute' },
    { value: '    3.80', flag: 'Z', expected: null, why: 'Z: logical inconsistency' },
    { value: '  -777.7', flag: 'M', expected: null, why: 'a sentinel under M' },
    { value: '        ', flag: ' ', expected: null, why: 'blank cell' },
    { value: undefined, flag: undefined, expected: null, why: 'absent column' },
    { value: '    3.64', flag: undefined, expected: 3.64, why: 'absent flag column' },
  ];
  it.each(cases)('$why', ({ value, flag, expected }) => {
    expect(normalValue(value, flag, 'TEST')).toBe(expected);
  });

  const failures = [
    { value: '3.6a', flag: '', message: /TEST: "3.6a" is not a number/ },
    { value: '1,2', flag: '', message: /not a number/ },
    { value: '3.64', flag: 'Q', message: /TEST: unknown measurement flag "Q"/ },
  ];
  it.each(failures)('fails on $value / $flag', ({ value, flag, message }) => {
    expect(() => normalValue(value, flag, 'TEST')).toThrow(message);
  });
});

describe('monthlyStation on the flags fixture', () => {
  const text = readFileSync(`${REPO_ROOT}/test/fixtures/pipeline/monthly-flags.csv`, 'utf8');
  const station = monthlyStation(byStationReader(MONTHLY_COLUMNS)(text).rows, 'USC00000042', 'monthly-flags.csv');
  const month = (m: number) => station.rows.find((r) => r.month === m)!;

  const cases = [
    { month: 1, expected: { high: 30.3, low: 9.3, mean: 19.8, precip: 2.29, snow: 17.9 }, why: 'completeness S' },
    { month: 2, expected: { high: 33.9, low: 11, mean: 22.4, precip: 2.1, snow: 15 }, why: 'completeness R' },
    { month: 3, expected: { high: 42, low: 20, mean: 31, precip: 2.5, snow: 10 }, why: 'completeness P' },
    { month: 4, expected: { high: 55, low: 31, mean: 43, precip: 3, snow: 3 }, why: 'completeness E (estimated, still real)' },
    { month: 5, expected: { snow: 0 }, why: 'X snowfall is a real 0.0' },
    { month: 6, expected: { precip: null }, why: 'M precipitation is missing' },
    { month: 7, expected: { precip: null }, why: 'Y precipitation is missing' },
    { month: 8, expected: { precip: null }, why: 'V precipitation is missing' },
    { month: 9, expected: { precip: null }, why: 'Z precipitation is missing' },
    { month: 10, expected: { precip: null, snow: 0.5 }, why: 'blank precipitation is missing' },
    { month: 11, expected: { precip: null }, why: '-777.7 under M is missing, never a value' },
    { month: 12, expected: { snow: 14 }, why: 'X on a value: kept as published' },
  ];
  it.each(cases)('month $month: $why', ({ month: m, expected }) => {
    expect(month(m)).toMatchObject(expected);
  });

  it('reads 12 rows, months from the month column', () => {
    expect(station.rows.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('fails when a row names another station', () => {
    const rows = byStationReader(MONTHLY_COLUMNS)(text).rows;
    expect(() => monthlyStation(rows, 'USC00000099', 'x.csv')).toThrow(/STATION "USC00000042" does not match the file name USC00000099/);
  });
});

describe('parseStationName', () => {
  const cases = [
    { raw: 'NEW YORK CNTRL PK TWR, NY US', expected: { name: 'NEW YORK CNTRL PK TWR, NY US', state: 'NY', country: 'US' } },
    { raw: '  EGBERT 1 W, ON CA   ', expected: { name: 'EGBERT 1 W, ON CA', state: 'ON', country: 'CA' } },
    { raw: 'CAPITOL  HILL 1, MP CQ', expected: { name: 'CAPITOL HILL 1, MP CQ', state: 'MP', country: 'CQ' } },
    { raw: 'N, VA US', expected: { name: 'N, VA US', state: 'VA', country: 'US' } },
    { raw: 'NO STATE HERE', expected: { name: 'NO STATE HERE', state: null, country: null } },
  ];
  it.each(cases)('$raw', ({ raw, expected }) => {
    expect(parseStationName(raw)).toEqual(expected);
  });
});
