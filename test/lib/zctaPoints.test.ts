import { describe, expect, it } from 'vitest';
import { decodeZctaPoints, encodeZctaPoints } from '../../lib/zctaPoints.ts';

describe('the ZCTA points file', () => {
  const rows = [
    { zip: '00601', lat: 18.180555, lon: -66.749961 },
    { zip: '20220', lat: 38.897117, lon: -77.034359 },
    { zip: '96910', lat: 13.450511, lon: 144.750706 },
  ];

  it('keeps every ZIP and its point to 1e-4 degree (about 11 m)', () => {
    const file = encodeZctaPoints(rows);
    expect(file).toEqual({ zips: '006012022096910', points: [181806, -667500, 388971, -770344, 134505, 1447507] });
    const back = decodeZctaPoints(JSON.parse(JSON.stringify(file)));
    expect(back.map((r) => r.zip)).toEqual(rows.map((r) => r.zip));
    back.forEach((r, i) => {
      expect(Math.abs(r.lat - rows[i]!.lat)).toBeLessThanOrEqual(0.00005);
      expect(Math.abs(r.lon - rows[i]!.lon)).toBeLessThanOrEqual(0.00005);
    });
  });

  it.each([
    { name: 'a ZIP cut short', file: { zips: '0060', points: [1, 2] } },
    { name: 'a coordinate missing', file: { zips: '00601', points: [1] } },
  ])('refuses a file of another shape: $name', ({ file }) => {
    expect(() => decodeZctaPoints(file)).toThrow(/do not match/);
  });
});
