import { describe, expect, it } from 'vitest';
import { byStationReader } from '../../pipeline/ncei/byStationCsv.ts';
import { CATALOG_COLUMNS, catalogStation, MONTHLY_COLUMNS } from '../../pipeline/ncei/catalog.ts';
import { monthlyStation } from '../../pipeline/ncei/monthly.ts';
import type { CatalogStation, MonthlyStation } from '../../pipeline/ncei/types.ts';
import { catalogProblems, crossCheckTolerance, DataValidationError, monthlyProblems } from '../../pipeline/validate.ts';
import { annualCsv, monthlyCsv, soundFixture, type FixtureStation } from './fixtureRaw.ts';

const alpha = soundFixture().stations[0]!;

function parse(s: FixtureStation): { catalog: CatalogStation; monthly: MonthlyStation } {
  const annualRow = byStationReader(CATALOG_COLUMNS)(annualCsv(s)).rows[0]!;
  const monthlyRows = byStationReader(MONTHLY_COLUMNS)(monthlyCsv(s)).rows;
  return { catalog: catalogStation(annualRow, s.id, 'annual'), monthly: monthlyStation(monthlyRows, s.id, 'monthly') };
}

/** A copy of ALPHA with month `m` (1–12) changed in the monthly file only. */
function withMonth(m: number, change: Partial<MonthlyStation['rows'][number]>): MonthlyStation {
  const { monthly } = parse(alpha);
  return { ...monthly, rows: monthly.rows.map((r) => (r.month === m ? { ...r, ...change } : r)) };
}

describe('a sound station has no problems', () => {
  it.each(soundFixture().stations)('$id', (s) => {
    const { catalog, monthly } = parse(s);
    expect(catalogProblems(catalog)).toEqual([]);
    expect(monthlyProblems(monthly, catalog)).toEqual([]);
  });
});

describe('monthlyProblems names the station and the field', () => {
  const { catalog } = parse(alpha);
  const cases = [
    { name: 'high below low', monthly: withMonth(3, { high: 10, low: 20, mean: 15 }), problem: /^USW00000001 month 3 MLY-TMAX-NORMAL: high 10 °F is below the low 20 °F$/ },
    { name: 'mean above high', monthly: withMonth(4, { mean: 99 }), problem: /^USW00000001 month 4 MLY-TAVG-NORMAL: mean 99 °F is outside \[low .*, high .*\]$/ },
    { name: 'mean below low', monthly: withMonth(4, { mean: -20 }), problem: /^USW00000001 month 4 MLY-TAVG-NORMAL: mean -20 °F is outside/ },
    { name: 'high beyond the US record', monthly: withMonth(7, { high: 140 }), problem: /^USW00000001 month 7 MLY-TMAX-NORMAL: 140 is outside the physical bounds \[-80, 134\]$/ },
    { name: 'low beyond the US record', monthly: withMonth(1, { low: -90 }), problem: /^USW00000001 month 1 MLY-TMIN-NORMAL: -90 is outside the physical bounds/ },
    { name: 'negative precipitation', monthly: withMonth(2, { precip: -0.5 }), problem: /^USW00000001 month 2 MLY-PRCP-NORMAL: -0.5 is outside the physical bounds \[0, 366\]$/ },
    { name: 'snowfall beyond the record', monthly: withMonth(1, { snow: 500 }), problem: /^USW00000001 month 1 MLY-SNOW-NORMAL: 500 is outside the physical bounds \[0, 390\]$/ },
    {
      name: 'only 11 months',
      monthly: { ...parse(alpha).monthly, rows: parse(alpha).monthly.rows.slice(0, 11) },
      problem: /^USW00000001 month: expected months 1–12 once each, found \[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11\]$/,
    },
    { name: 'a month twice', monthly: withMonth(12, { month: 11 }), problem: /^USW00000001 month: expected months 1–12 once each, found \[.*11, 11\]$/ },
    { name: 'annual high vs the mean of the monthly highs', monthly: withMonth(1, { high: 60.5 }), problem: /^USW00000001 MLY-TMAX-NORMAL: the mean of months 1, 2, .*, 12 is .*, but ANN-TMAX-NORMAL is .* \(tolerance 0.1\)$/ },
    { name: 'annual low vs the mean of the monthly lows', monthly: withMonth(6, { low: 20, mean: 40 }), problem: /^USW00000001 MLY-TMIN-NORMAL: the mean of months 1, .* but ANN-TMIN-NORMAL/ },
    { name: 'annual mean vs the mean of the monthly means', monthly: withMonth(6, { mean: 50 }), problem: /^USW00000001 MLY-TAVG-NORMAL: the mean of months 1, .* but ANN-TAVG-NORMAL/ },
    { name: 'annual precipitation vs the sum', monthly: withMonth(6, { precip: 9.99 }), problem: /^USW00000001 MLY-PRCP-NORMAL: the sum of months 1, .* but ANN-PRCP-NORMAL is .* \(tolerance 0.065\)$/ },
    { name: 'annual snowfall vs the sum', monthly: withMonth(1, { snow: 30 }), problem: /^USW00000001 MLY-SNOW-NORMAL: the sum of months 1, .* but ANN-SNOW-NORMAL is .* \(tolerance 0.65\)$/ },
    { name: 'seasonal precipitation vs the sum of its months', monthly: withMonth(12, { precip: 2.9 }), problem: /^USW00000001 MLY-PRCP-NORMAL: the sum of months 12, 1, 2 is .* but DJF-PRCP-NORMAL is .* \(tolerance 0.02\)$/ },
    { name: 'a monthly value missing where the annual one exists', monthly: withMonth(5, { precip: null }), problem: /^USW00000001 MLY-PRCP-NORMAL: missing for month 5, but ANN-PRCP-NORMAL is / },
  ];
  it.each(cases)('$name', ({ monthly, problem }) => {
    expect(monthlyProblems(monthly, catalog)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it('checks a station that is not in the catalog on its own', () => {
    expect(monthlyProblems(withMonth(3, { high: 10, low: 20, mean: 15 }), undefined)).toEqual([
      'USW00000001 month 3 MLY-TMAX-NORMAL: high 10 °F is below the low 20 °F',
    ]);
  });
});

describe('cross-check tolerances follow the published rounding', () => {
  const cases = [
    { element: 'high', months: 12, expected: 0.1 },
    { element: 'mean', months: 3, expected: 0.1 },
    { element: 'precip', months: 12, expected: 0.065 },
    { element: 'precip', months: 3, expected: 0.02 },
    { element: 'snow', months: 12, expected: 0.65 },
    { element: 'snow', months: 3, expected: 0.2 },
  ] as const;
  it.each(cases)('$element over $months months: $expected', ({ element, months, expected }) => {
    expect(crossCheckTolerance(element, months)).toBeCloseTo(expected, 8);
  });

  const sumOfPrecip = alpha.months.reduce((a, m) => a + m.precip!, 0);
  const sumOfSnow = alpha.months.reduce((a, m) => a + m.snow!, 0);
  const boundaries = [
    { column: 'ANN-PRCP-NORMAL', value: sumOfPrecip + 0.06, decimals: 2, ok: true },
    { column: 'ANN-PRCP-NORMAL', value: sumOfPrecip + 0.07, decimals: 2, ok: false },
    { column: 'ANN-SNOW-NORMAL', value: sumOfSnow - 0.6, decimals: 1, ok: true },
    { column: 'ANN-SNOW-NORMAL', value: sumOfSnow - 0.7, decimals: 1, ok: false },
  ];
  it.each(boundaries)('$column off by a little: ok=$ok', ({ column, value, decimals, ok }) => {
    const { catalog, monthly } = parse({ ...alpha, annualOverrides: { [column]: value.toFixed(decimals).padStart(8) } });
    expect(monthlyProblems(monthly, catalog).length === 0).toBe(ok);
  });
});

describe('catalogProblems', () => {
  const cases = [
    { name: 'latitude', station: { lat: 95 }, problem: /^USW00000001 LATITUDE: 95 is outside \[-90, 90\]$/ },
    { name: 'longitude', station: { lon: -190 }, problem: /^USW00000001 LONGITUDE: -190 is outside \[-180, 180\]$/ },
    { name: 'elevation', station: { elevationM: 9000 }, problem: /^USW00000001 ELEVATION: 9000 m is outside \[-100, 6200\]$/ },
    { name: 'unknown elevation with temperature normals', station: { elevationM: null }, problem: /^USW00000001 ELEVATION: unknown/ },
  ];
  it.each(cases)('$name', ({ station, problem }) => {
    const s = { ...parse(alpha).catalog, ...station };
    expect(catalogProblems(s)).toEqual([expect.stringMatching(problem)]);
  });

  it('annual high below low, seasonal mean outside, snowfall beyond the record', () => {
    const s = parse({
      ...alpha,
      annualOverrides: { 'ANN-TMAX-NORMAL': '    10.0', 'JJA-TAVG-NORMAL': '   120.0', 'DJF-SNOW-NORMAL': '  1500.0' },
    }).catalog;
    expect(catalogProblems(s)).toEqual([
      expect.stringMatching(/^USW00000001 ANN-TMAX-NORMAL: high 10 °F is below the low/),
      expect.stringMatching(/^USW00000001 DJF-SNOW-NORMAL: 1500 is outside the physical bounds \[0, 1140\]$/),
      expect.stringMatching(/^USW00000001 JJA-TAVG-NORMAL: mean 120 °F is outside \[low 48.2, high 68.2\]$/),
    ]);
  });
});

describe('DataValidationError', () => {
  it('lists the first 50 problems and counts the rest', () => {
    const problems = Array.from({ length: 52 }, (_, i) => `P${i}`);
    const error = new DataValidationError('Monthly normals', problems);
    expect(error.message).toMatch(/^Monthly normals: 52 impossible value\(s\) in the input data:\n  P0\n/);
    expect(error.message).toMatch(/P49\n  … and 2 more$/);
  });
});
