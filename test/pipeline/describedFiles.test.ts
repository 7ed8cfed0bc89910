/**
 * A download is written and shipped only as pipeline/dictionary describes it: every file name the
 * build writes has a table or a document entry, a CSV's first line must be its table's header, and
 * a file nothing describes is refused rather than shipped undescribed.
 */
import { describe, expect, it } from 'vitest';
import { dataPackage } from '../../pipeline/dictionary/dataPackage.ts';
import { describedFile, describedText, YEAR_DOCUMENT } from '../../pipeline/dictionary/files.ts';
import { columnNames, MAPPING_TABLE } from '../../pipeline/dictionary/tables.ts';
import { TWINS_TABLE } from '../../pipeline/dictionary/twinsColumns.ts';
import { DOWNLOAD_FILES } from '../../pipeline/stages/downloads.ts';
import { PROFILE_DOWNLOAD } from '../../pipeline/stages/profiles.ts';
import { TWINS_DOWNLOAD } from '../../pipeline/stages/twins.ts';

const written = [...Object.values(DOWNLOAD_FILES), PROFILE_DOWNLOAD, TWINS_DOWNLOAD].map((path) => path.split('/').at(-1)!);
const header = `${columnNames(MAPPING_TABLE).join(',')}\n`;
const file = (name: string) => ({ path: name, name, description: 'd.', bytes: 1, sha256: '0'.repeat(64) });

describe('every download is described', () => {
  it.each(written)('%s', (name) => expect(() => describedFile(name)).not.toThrow());

  it('the twins are a CSV with their table, the whole-year answers an NDJSON document', () => {
    expect(describedFile('1981-2010-climate-twins.csv.gz')).toEqual({ kind: 'table', table: TWINS_TABLE });
    expect(describedFile('1991-2020-typical-weather-zip-year.ndjson.gz')).toEqual({ kind: 'document', document: YEAR_DOCUMENT });
  });

  it.each([
    ['a CSV', 'zip-to-station.csv.gz', { format: 'csv', mediatype: 'text/csv' }],
    ['the twins', '1991-2020-climate-twins.csv.gz', { format: 'csv', mediatype: 'text/csv', schema: expect.objectContaining({ primaryKey: ['station_id', 'rank'] }) }],
    ['the NDJSON', '1991-2020-typical-weather-zip-year.ndjson.gz', { format: 'ndjson', mediatype: 'application/x-ndjson' }],
  ])('%s has its format and media type in the package', (_, name, expected) => {
    expect(dataPackage('p', [file(name)]).resources[0]).toMatchObject(expected);
  });

  it('refuses a file nothing describes, in the package as in the writer', () => {
    expect(() => dataPackage('p', [file('1991-2020-new-thing.csv.gz')])).toThrow(/described nowhere/);
    expect(() => [...describedText('new-thing.csv.gz', 'a\n')]).toThrow(/described nowhere/);
  });

  it.each([
    ['its table\'s header', [header, '10024,40.7\n'], true],
    ['a header in one part with rows', `${header}10024\n`, true],
    ['a column the table lacks', [`${header.trimEnd()},extra\n`], false],
    ['a column missing', [`${columnNames(MAPPING_TABLE).slice(1).join(',')}\n`], false],
  ])('a CSV written with %s: %s', (_, text, ok) => {
    const write = () => [...describedText('zip-to-station.csv.gz', text)].join('');
    if (ok) expect(write()).toBe(typeof text === 'string' ? text : text.join(''));
    else expect(write).toThrow(/header is not its table's/);
  });
});
