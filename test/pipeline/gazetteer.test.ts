import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseGazetteer, readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { rawPath } from './rawData.ts';

const expected = [
  { GEOID: '00601', INTPTLAT: '18.180555', INTPTLONG: '-66.749961' },
  { GEOID: '96910', INTPTLAT: '13.450511', INTPTLONG: '+144.750706' },
];

describe('parseGazetteer', () => {
  const cases = [
    { name: 'pipe-delimited (2025 on)', text: 'GEOID|INTPTLAT|INTPTLONG\n00601|18.180555|-66.749961\n96910|13.450511|+144.750706\n' },
    { name: 'tab-delimited (before 2025)', text: 'GEOID\tINTPTLAT\tINTPTLONG\n00601\t18.180555\t-66.749961\n96910\t13.450511\t+144.750706\n' },
    {
      name: 'padded header and values, CRLF, BOM',
      text: '\ufeffGEOID\tINTPTLAT\tINTPTLONG        \r\n00601\t 18.180555\t-66.749961   \r\n96910\t13.450511\t+144.750706\r\n',
    },
    { name: 'no final newline, blank lines', text: 'GEOID|INTPTLAT|INTPTLONG\n\n00601|18.180555|-66.749961\n96910|13.450511|+144.750706' },
  ];
  it.each(cases)('$name', ({ text }) => {
    expect(parseGazetteer(text)).toEqual(expected);
  });

  it('keeps a stray double quote inside a name', () => {
    expect(parseGazetteer('USPS|NAME\nAK|Foo "Bar" CDP\n')).toEqual([{ USPS: 'AK', NAME: 'Foo "Bar" CDP' }]);
  });

  it('fails on a row with the wrong number of fields', () => {
    expect(() => parseGazetteer('GEOID|INTPTLAT\n00601|1|2\n')).toThrow();
  });
});

describe('readGazetteer', () => {
  it('reads the .txt inside a Census .zip', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gaz-'));
    const file = join(dir, '2025_Gaz_zcta_national.zip');
    await writeFile(file, zipSync({ '2025_Gaz_zcta_national.txt': strToU8('GEOID|INTPTLAT|INTPTLONG\n00601|18.180555|-66.749961\n96910|13.450511|+144.750706\n') }));
    expect(await readGazetteer(file)).toEqual(expected);
  });

  it('reads the real 2025 ZCTA file: 33,791 rows keyed by header name', async () => {
    const rows = await readGazetteer(rawPath('census/gazetteer/2025_Gaz_zcta_national.txt'));
    expect(rows).toHaveLength(33_791);
    expect(rows[0]).toMatchObject({ GEOID: '00601', INTPTLAT: '18.180555', INTPTLONG: '-66.749961' });
    expect(rows.filter((r) => r.INTPTLONG!.startsWith('+'))).toHaveLength(10);
  });
});
