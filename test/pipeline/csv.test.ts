import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csv, csvRow, type CsvField } from '../../pipeline/output/csv.ts';

const columns = ['zip', 'name', 'value'];

describe('csv (the bulk downloads)', () => {
  const cases: { name: string; rows: CsvField[][]; out: string }[] = [
    { name: 'no rows: the header alone', rows: [], out: 'zip,name,value\n' },
    { name: 'a comma is quoted', rows: [['10024', 'NEW YORK CNTRL PK TWR, NY US', 39.5]], out: 'zip,name,value\n10024,"NEW YORK CNTRL PK TWR, NY US",39.5\n' },
    { name: 'a quote is doubled', rows: [['1', 'say "hi"', 0]], out: 'zip,name,value\n1,"say ""hi""",0\n' },
    { name: 'null and undefined are empty, never 0', rows: [['1', null, undefined]], out: 'zip,name,value\n1,,\n' },
    { name: 'a line break is quoted', rows: [['1', 'a\nb', -0.5]], out: 'zip,name,value\n1,"a\nb",-0.5\n' },
  ];
  it.each(cases)('$name', ({ rows, out }) => {
    expect(csv(columns, rows.map(csvRow))).toBe(out);
  });

  it('joins two rows with a comma into the row of all their fields', () => {
    expect(`${csvRow(['a, b', 1])},${csvRow([null, '"'])}`).toBe(csvRow(['a, b', 1, null, '"']));
  });

  it('writes exactly what csv-stringify writes, for any strings and numbers', () => {
    const value = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', 'é') }), fc.double({ noNaN: true }), fc.integer(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value, value), { maxLength: 5 }), (rows) => {
        expect(csv(columns, rows.map(csvRow))).toBe(stringify(rows, { header: true, columns }));
      }),
      { numRuns: 500 },
    );
  });
});
