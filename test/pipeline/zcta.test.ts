import { describe, expect, it } from 'vitest';
import { zctaPoints } from '../../pipeline/census/zcta.ts';

describe('zctaPoints', () => {
  it('reads points, + longitudes included, sorted by ZIP', () => {
    expect(
      zctaPoints([
        { GEOID: '96910', INTPTLAT: '13.450511', INTPTLONG: '+144.750706' },
        { GEOID: '00601', INTPTLAT: '18.180555', INTPTLONG: '-66.749961' },
      ]),
    ).toEqual([
      { zip: '00601', lat: 18.180555, lon: -66.749961 },
      { zip: '96910', lat: 13.450511, lon: 144.750706 },
    ]);
  });

  const failures = [
    { rows: [{ GEOID: '6010', INTPTLAT: '1', INTPTLONG: '1' }], message: /GEOID "6010" is not a 5-digit ZIP/ },
    { rows: [{ INTPTLAT: '1', INTPTLONG: '1' }], message: /GEOID "" is not a 5-digit ZIP/ },
    { rows: [{ GEOID: '00601', INTPTLAT: '91', INTPTLONG: '1' }], message: /INTPTLAT: "91" is not a coordinate/ },
    { rows: [{ GEOID: '00601', INTPTLAT: '1', INTPTLONG: '' }], message: /INTPTLONG: "" is not a coordinate/ },
    { rows: [{ GEOID: '00601', INTPTLAT: '1', INTPTLONG: '1e2' }], message: /INTPTLONG: "1e2"/ },
    {
      rows: [
        { GEOID: '00601', INTPTLAT: '1', INTPTLONG: '1' },
        { GEOID: '00601', INTPTLAT: '1', INTPTLONG: '1' },
      ],
      message: /row 3: ZIP 00601 appears twice/,
    },
  ];
  it.each(failures)('fails: $message', ({ rows, message }) => {
    expect(() => zctaPoints(rows)).toThrow(message);
  });
});
