import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { byStationReader, readWithCsvParse } from '../../pipeline/ncei/byStationCsv.ts';
import { visitArchive, type StationFile } from '../../pipeline/ncei/stationFiles.ts';
import { rawPath, REPO_ROOT } from './rawData.ts';

const fixture = (name: string) => readFileSync(`${REPO_ROOT}/test/fixtures/pipeline/${name}`, 'utf8');

describe('byStationReader', () => {
  const cases = [
    {
      name: 'quoted and padded fields are trimmed',
      text: '"STATION","NAME","MLY-TMAX-NORMAL"\n"USW00094728","  NEW YORK CNTRL PK TWR, NY US  ","    39.5"\n',
      columns: ['STATION', 'NAME', 'MLY-TMAX-NORMAL'],
      rows: [{ STATION: 'USW00094728', NAME: 'NEW YORK CNTRL PK TWR, NY US', 'MLY-TMAX-NORMAL': '39.5' }],
      strict: true,
    },
    {
      name: 'absent columns are absent from the row, not empty or zero',
      text: '"STATION","MLY-TMAX-NORMAL"\n"USC00055116","    44.5"\n',
      columns: ['MLY-TMAX-NORMAL', 'MLY-SNOW-NORMAL', 'meas_flag_MLY-SNOW-NORMAL'],
      rows: [{ 'MLY-TMAX-NORMAL': '44.5' }],
      strict: true,
    },
    {
      name: 'a blank cell is an empty string',
      text: '"STATION","MLY-PRCP-NORMAL","meas_flag_MLY-PRCP-NORMAL"\n"X1","        "," "\n',
      columns: ['MLY-PRCP-NORMAL', 'meas_flag_MLY-PRCP-NORMAL'],
      rows: [{ 'MLY-PRCP-NORMAL': '', 'meas_flag_MLY-PRCP-NORMAL': '' }],
      strict: true,
    },
    {
      name: 'padded header names, CRLF, BOM, no final newline',
      text: '\ufeff"STATION"," NAME "\r\n"A1","B"',
      columns: ['NAME'],
      rows: [{ NAME: 'B' }],
      strict: true,
    },
    {
      name: 'header only',
      text: '"STATION","NAME"\n',
      columns: ['NAME'],
      rows: [],
      strict: true,
    },
    {
      name: 'unquoted fields: read by csv-parse',
      text: 'STATION,NAME\nA1, B \n',
      columns: ['NAME'],
      rows: [{ NAME: 'B' }],
      strict: false,
    },
    {
      name: 'a quoted comma inside a field: csv-parse',
      text: '"STATION","NAME","X"\n"A1","SAY "",""HI","1"\n',
      columns: ['NAME', 'X'],
      rows: [{ NAME: 'SAY ","HI', X: '1' }],
      strict: false,
    },
    {
      name: 'a line break inside a field: csv-parse',
      text: '"STATION","NAME"\n"A1","TWO\nLINES"\n',
      columns: ['NAME'],
      rows: [{ NAME: 'TWO\nLINES' }],
      strict: false,
    },
  ];
  it.each(cases)('$name', ({ text, columns, rows, strict }) => {
    const result = byStationReader(columns)(text);
    expect(result.rows).toEqual(rows);
    expect(result.strict).toBe(strict);
    expect(readWithCsvParse(text, columns).rows).toEqual(rows);
  });

  it('fails, as csv-parse does, on a row shorter than the header', () => {
    expect(() => byStationReader(['A'])('"A","B"\n"1"\n')).toThrow();
  });

  it('reads the flags fixture exactly as csv-parse does', () => {
    const text = fixture('monthly-flags.csv');
    const header = readWithCsvParse(text, []).header;
    const fast = byStationReader(header)(text);
    expect(fast.strict).toBe(true);
    expect(fast.rows).toEqual(readWithCsvParse(text, header).rows);
    expect(fast.rows).toHaveLength(12);
  });

  it('hands a loose but valid CSV to csv-parse', () => {
    const text = fixture('loose.csv');
    const result = byStationReader(['NAME', 'LATITUDE', 'MLY-TMAX-NORMAL', 'meas_flag_MLY-TMAX-NORMAL'])(text);
    expect(result.strict).toBe(false);
    expect(result.rows).toEqual([
      { NAME: 'SAY "CHEESE", VT US', LATITUDE: '44.1', 'MLY-TMAX-NORMAL': '30.3', 'meas_flag_MLY-TMAX-NORMAL': '' },
      { NAME: 'SAY "CHEESE", VT US', LATITUDE: '44.1', 'MLY-TMAX-NORMAL': '31.0', 'meas_flag_MLY-TMAX-NORMAL': 'X' },
    ]);
  });

  it('equals csv-parse on any fully quoted CSV (property)', () => {
    const field = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '1', '.', '-') , maxLength: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.array(field, { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 4 }), (width, table) => {
        const header = Array.from({ length: width }, (_, i) => `C${i}`);
        const lines = [header, ...table.map((row) => row.slice(0, width))].map((row) =>
          row.map((f) => `"${f.replaceAll('"', '""')}"`).join(','),
        );
        const text = `${lines.join('\n')}\n`;
        expect(byStationReader(header)(text).rows).toEqual(readWithCsvParse(text, header).rows);
      }),
      { numRuns: 500, seed: 20240101 },
    );
  });
});

describe('byStationReader on the real annual/seasonal archive', () => {
  const sample: StationFile[] = [];
  beforeAll(async () => {
    // A fixed pseudo-random sample of ~2% of the 15,616 files (every header variant is common).
    let state = 12345;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    await visitArchive(
      rawPath('ncei/normals-annualseasonal/1991-2020/archive/annualseasonal-by-station.tar.gz'),
      'annual',
      (file) => {
        if (next() < 0.02) sample.push(file);
      },
    );
  });

  it('gives exactly what csv-parse gives, every column of every sampled file', () => {
    expect(sample.length).toBeGreaterThan(200);
    for (const file of sample) {
      const header = readWithCsvParse(file.text, []).header;
      const fast = byStationReader(header)(file.text);
      expect(fast.strict, file.source).toBe(true);
      // Compared as JSON text: a deep toEqual on 2,000-key objects is needlessly slow.
      expect(JSON.stringify(fast.header), file.source).toBe(JSON.stringify(header));
      expect(JSON.stringify(fast.rows), file.source).toBe(JSON.stringify(readWithCsvParse(file.text, header).rows));
    }
  });
});
