import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { coveredZip, elevationFt, monthlyNormals, stationInfo, uncoveredZip } from '../../pipeline/payload.ts';
import type { CatalogStation, MonthlyStation } from '../../pipeline/ncei/types.ts';
import { fixtureMonths } from './fixtureRaw.ts';

const empty = { high: null, low: null, mean: null, precip: null, snow: null };
const station: CatalogStation = {
  id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US', state: 'NY', country: 'US', lat: 40.7789, lon: -73.9692,
  elevationM: 39.6, has: { temperature: true, precipitation: true, snowfall: true },
  normals: { ANN: empty, DJF: empty, MAM: empty, JJA: empty, SON: empty }, source: 'test',
};
const monthly: MonthlyStation = {
  id: station.id,
  source: 'test',
  notInFile: [],
  rows: fixtureMonths(30).map((m, i) => ({ month: 12 - i, ...m, days: NO_DAY_COUNTS, precipQuartiles: NO_QUARTILES })).reverse(),
};
const zcta = { zip: '10024', lat: 40.798601, lon: -73.97414 };

describe('elevationFt', () => {
  const cases = [
    { metres: 39.6, feet: 130 },
    { metres: 0, feet: 0 },
    { metres: -86, feet: -282 },
    { metres: 1508.8, feet: 4950 },
    { metres: 0.1524, feet: 1 },
  ];
  it.each(cases)('$metres m = $feet ft', ({ metres, feet }) => {
    expect(elevationFt(metres)).toBe(feet);
  });
});

describe('payload', () => {
  it('orders months 1–12 whatever the file order', () => {
    expect(monthlyNormals(monthly).map((m) => `${m.month} ${m.monthName}`)).toEqual([
      '1 January', '2 February', '3 March', '4 April', '5 May', '6 June',
      '7 July', '8 August', '9 September', '10 October', '11 November', '12 December',
    ]);
  });

  it('refuses a station without temperature normals for a month', () => {
    const broken = { ...monthly, rows: monthly.rows.map((r) => (r.month === 4 ? { ...r, mean: null } : r)) };
    expect(() => monthlyNormals(broken)).toThrow(/USW00094728 month 4: no temperature normals/);
  });

  const tiers = [
    { distanceMi: 11.9, tier: 'high' },
    { distanceMi: 12, tier: 'medium' },
    { distanceMi: 29.9, tier: 'medium' },
    { distanceMi: 30, tier: 'low' },
    { distanceMi: 59.9, tier: 'low' },
    { distanceMi: 60, tier: 'very-low' },
  ];
  it.each(tiers)('a reported $distanceMi mi is $tier, in the record and its note', ({ distanceMi, tier }) => {
    const record = coveredZip(zcta, station, distanceMi, monthlyNormals(monthly));
    expect(record.confidence).toBe(tier);
    expect(record.station.distanceMi).toBe(distanceMi);
    expect(record.confidenceNote).toContain(`${distanceMi.toFixed(1)} miles away`);
    expect(uncoveredZip(zcta, station, distanceMi).confidence).toBe(tier);
  });

  it('shows the station with id, place, distance and elevation in feet', () => {
    expect(stationInfo(station, 1.4)).toEqual({
      id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US', lat: 40.7789, lon: -73.9692, distanceMi: 1.4, elevationFt: 130,
    });
    expect(() => stationInfo({ ...station, elevationM: null }, 1)).toThrow(/USW00094728 ELEVATION: unknown/);
  });
});
